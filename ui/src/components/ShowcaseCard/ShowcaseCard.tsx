import { Eye, Film, Play } from 'lucide-react';
import { useId, useState } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge } from '../Badge/Badge.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './ShowcaseCard.css.ts';
import { formatDuration, formatViewCount, showcaseDescriptionLimit, truncateDescription } from './videoText.ts';

export type ShowcaseVideo = Schema<'ShowcaseVideo'>;

export const showcaseCardElements = ['article', 'li', 'div'] as const;
export type ShowcaseCardElement = (typeof showcaseCardElements)[number];

export const showcaseCardTitleElements = ['h2', 'h3', 'h4'] as const;
export type ShowcaseCardTitleElement = (typeof showcaseCardTitleElements)[number];

export type ShowcaseCardProps = {
  video: ShowcaseVideo;
  /** The category's display label (the app maps `video.category`; unknown values read "General"). */
  categoryLabel: string;
  /** Opens the video (the player modal); called when the card is clicked or its title activated. */
  onOpen: (video: ShowcaseVideo) => void;
  /** `li` inside a list of cards. */
  as?: ShowcaseCardElement;
  titleAs?: ShowcaseCardTitleElement;
};

/** Thumbnail, or a film placeholder when there is none; decorative (the title names the card). */
export function VideoThumbnail({ src, duration }: { src?: string | null; duration?: number | null }) {
  return (
    <div className={styles.media}>
      {src ? (
        <img className={styles.thumbnail} src={src} alt="" />
      ) : (
        <div className={styles.placeholder}>
          <Film className={styles.placeholderIcon} aria-hidden="true" focusable="false" />
        </div>
      )}
      <span className={styles.playMark} aria-hidden="true">
        <Play className={styles.playIcon} fill="currentColor" focusable="false" />
      </span>
      <span className={styles.duration}>
        <span className={styles.visuallyHidden}>Duration </span>
        {formatDuration(duration)}
      </span>
    </div>
  );
}

/**
 * A finished story video in the public showcase: thumbnail with duration, category, views, title and a
 * description cut at 120 characters with a Read more / Show less toggle. Clicking the card opens the video.
 */
export function ShowcaseCard({
  video,
  categoryLabel,
  onOpen,
  as: Element = 'article',
  titleAs: Title = 'h3',
}: ShowcaseCardProps) {
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const description = video.description?.trim() ?? '';
  const cut = description.length > showcaseDescriptionLimit;

  return (
    <Element className={styles.root}>
      <VideoThumbnail src={video.thumbnail_url || video.thumbnail} duration={video.duration} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone="brand" size="sm" title={categoryLabel}>
            {categoryLabel}
          </Badge>
          {video.view_count > 0 ? (
            <span className={styles.metaText}>
              <Eye className={styles.metaIcon} aria-hidden="true" focusable="false" />
              {formatViewCount(video.view_count)}
            </span>
          ) : null}
        </div>
        <Title className={styles.title}>
          <button type="button" className={styles.titleAction} onClick={() => onOpen(video)}>
            {video.title}
          </button>
        </Title>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {cut && !expanded ? truncateDescription(description) : description}
          </p>
        ) : null}
        {cut ? (
          <button
            type="button"
            className={`${styles.toggle} ${styles.raised}`}
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        ) : null}
      </div>
    </Element>
  );
}

/** A placeholder shaped like a ShowcaseCard while the showcase loads; hidden from assistive technology. */
export function ShowcaseCardSkeleton({ as: Element = 'div' }: { as?: ShowcaseCardElement }) {
  return (
    <Element className={styles.root} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton shape="rect" height="100%" />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <Skeleton width="6rem" height="1.25rem" />
          <Skeleton width="4.5rem" />
        </div>
        <Skeleton width="75%" height="1.25rem" />
        <Skeleton lines={2} />
      </div>
    </Element>
  );
}
