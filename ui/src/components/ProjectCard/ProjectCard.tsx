import type { Schema } from '@storyloom/api-client/contract';
import { BookOpen, Copy, Eye, Film, Globe, GlobeOff, ImageIcon, Music, Play, Share2, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { projectStageLabel, type ProjectStageLabel } from './projectStage.ts';
import * as styles from './ProjectCard.css.ts';

type ProjectListItem = Schema<'ProjectListItem'>;

/** The title a card shows: the story title, or 'Untitled Story' while it has none. */
export function projectTitle(project: Pick<ProjectListItem, 'story_title'>): string {
  return project.story_title?.trim() || 'Untitled Story';
}

/** The line under a card's title: the context, else the theme, else the character description (first non-blank). */
export function projectDescription(
  project: Pick<ProjectListItem, 'context' | 'theme' | 'character_description'>,
): string | undefined {
  return [project.context, project.theme, project.character_description].map((text) => text?.trim()).find(Boolean);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A card's date, e.g. 'Nov 20, 2026' (in the viewer's time zone). */
export function formatProjectDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const stageTone: Record<ProjectStageLabel, BadgeTone> = {
  'Stage 1 - Style': 'brand',
  'Stage 2 - Story': 'brand',
  'Stage 3 - Video': 'brand',
  Completed: 'success',
};

const countUnits = {
  image: ['image', 'images'],
  audio: ['audio file', 'audio files'],
  video: ['video', 'videos'],
} as const;

function countText(count: number, unit: keyof typeof countUnits): string {
  return `${count} ${countUnits[unit][count === 1 ? 0 : 1]}`;
}

// Button's icon slot is 1.25em square but leaves an SVG at its own 24 px: make the icon fill the slot.
const fillSlot = { size: '100%' } as const;

type ProjectAction = (project: ProjectListItem) => void;

export type ProjectCardProps = {
  project: ProjectListItem;
  /** The title was clicked: open the project (completed ones open read-only). */
  onOpen: ProjectAction;
  /** The thumbnail of a project with videos was clicked: play its latest video. */
  onPlayVideo: ProjectAction;
  /** 'View': open a project with videos read-only. */
  onView: ProjectAction;
  /** 'Create Similar': copy the project so it can be edited from any stage. */
  onCreateSimilar: ProjectAction;
  /** 'Share': open the share-to-showcase form. */
  onShare: ProjectAction;
  /** 'Remove from showcase' (shown instead of Share once shared): ask to confirm the removal. */
  onRemoveFromShowcase: ProjectAction;
  /** 'Continue': carry on with a project that has no video yet. */
  onContinue: ProjectAction;
  /** The delete button: ask to confirm deleting the project. */
  onDelete: ProjectAction;
  /** The project is being copied: Create Similar spins and ignores clicks. */
  copying?: boolean;
  /**
   * Bulk mode: the card shows a 'Select {title}' checkbox (the thumbnail toggles it too) and hides its actions;
   * the title and thumbnail stop opening and playing.
   */
  selectable?: boolean;
  /** Checked in bulk mode; the card is outlined. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean, project: ProjectListItem) => void;
  /** Heading level of the title, to fit the page outline (the gallery's h1, then cards). */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/** One project in the gallery: thumbnail, title, stage, description, date, asset counts and what can be done next. */
export function ProjectCard({
  project,
  onOpen,
  onPlayVideo,
  onView,
  onCreateSimilar,
  onShare,
  onRemoveFromShowcase,
  onContinue,
  onDelete,
  copying = false,
  selectable = false,
  selected = false,
  onSelectedChange,
  titleAs: Title = 'h3',
}: ProjectCardProps) {
  const titleId = useId();
  const checkboxId = useId();
  const title = projectTitle(project);
  const description = projectDescription(project);
  const stage = projectStageLabel(project);
  const hasVideos = project.video_count > 0;
  const isSelected = selectable && selected;

  const thumbnail = project.thumbnail_url ? (
    // The title names the card; the picture adds nothing a screen reader needs.
    <img className={styles.image} src={project.thumbnail_url} alt="" />
  ) : (
    <span className={styles.placeholder}>
      <BookOpen className={styles.placeholderIcon} aria-hidden="true" focusable="false" />
    </span>
  );

  let media: ReactNode;
  if (selectable) {
    // A bigger target for the checkbox: clicking the picture toggles it.
    media = (
      <label htmlFor={checkboxId} className={styles.mediaLabel}>
        {thumbnail}
      </label>
    );
  } else if (hasVideos) {
    media = (
      <button
        type="button"
        className={styles.playButton}
        aria-label={`Play latest video of ${title}`}
        onClick={() => onPlayVideo(project)}
      >
        {thumbnail}
        <span className={styles.playOverlay} data-play-overlay="" aria-hidden="true">
          <span className={styles.playBadge}>
            <Play className={styles.playIcon} aria-hidden="true" focusable="false" />
          </span>
        </span>
      </button>
    );
  } else {
    media = thumbnail;
  }

  return (
    <article
      className={isSelected ? `${styles.root} ${styles.selected}` : styles.root}
      aria-labelledby={titleId}
      data-selected={isSelected || undefined}
    >
      <div className={styles.media}>
        {media}
        {selectable ? (
          <div className={styles.selectBox}>
            <Checkbox
              id={checkboxId}
              label={`Select ${title}`}
              hideLabel
              checked={selected}
              onChange={(checked) => onSelectedChange?.(checked, project)}
            />
          </div>
        ) : null}
      </div>

      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge size="sm" tone={stageTone[stage]}>
            {stage}
          </Badge>
          {project.is_shared_to_showcase ? (
            <Badge size="sm" tone="info" icon={<Globe />}>
              Public
            </Badge>
          ) : null}
        </div>
        <Title id={titleId} className={styles.title}>
          {selectable ? (
            title
          ) : (
            <button type="button" className={styles.titleButton} onClick={() => onOpen(project)}>
              {title}
            </button>
          )}
        </Title>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.meta}>
          <time className={styles.date} dateTime={project.modified_at}>
            {formatProjectDate(project.modified_at)}
          </time>
          <ul className={styles.counts}>
            <AssetCount icon={<ImageIcon />} text={countText(project.image_count, 'image')} count={project.image_count} />
            <AssetCount icon={<Music />} text={countText(project.audio_count, 'audio')} count={project.audio_count} />
            <AssetCount icon={<Film />} text={countText(project.video_count, 'video')} count={project.video_count} />
          </ul>
        </div>
      </div>

      {selectable ? null : (
        <div className={styles.actions}>
          {hasVideos ? (
            <>
              <div className={styles.actionPair}>
                <Button size="sm" fullWidth icon={<Eye {...fillSlot} />} onClick={() => onView(project)}>
                  View
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  fullWidth
                  icon={<Copy {...fillSlot} />}
                  loading={copying}
                  onClick={() => onCreateSimilar(project)}
                >
                  Create Similar
                </Button>
              </div>
              <div className={styles.actionRow}>
                {project.is_shared_to_showcase ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<GlobeOff {...fillSlot} />}
                    onClick={() => onRemoveFromShowcase(project)}
                  >
                    Remove from showcase
                  </Button>
                ) : (
                  <Button size="sm" variant="ghost" icon={<Share2 {...fillSlot} />} onClick={() => onShare(project)}>
                    Share
                  </Button>
                )}
                <DeleteButton title={title} onClick={() => onDelete(project)} />
              </div>
            </>
          ) : (
            <div className={styles.actionRow}>
              <div className={styles.grow}>
                <Button size="sm" fullWidth onClick={() => onContinue(project)}>
                  Continue
                </Button>
              </div>
              <DeleteButton title={title} onClick={() => onDelete(project)} />
            </div>
          )}
        </div>
      )}
    </article>
  );
}

function AssetCount({ icon, count, text }: { icon: ReactNode; count: number; text: string }) {
  return (
    <li className={styles.count} title={text}>
      <span className={styles.countIcon} aria-hidden="true">
        {icon}
      </span>
      <span aria-hidden="true">{count}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </li>
  );
}

function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  return <IconButton size="sm" variant="danger" label={`Delete ${title}`} icon={<Trash2 />} onClick={onClick} />;
}
