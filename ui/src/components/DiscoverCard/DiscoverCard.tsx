import { CalendarDays, Eye, ThumbsDown, ThumbsUp, UserRound } from 'lucide-react';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import * as cardStyles from '../ShowcaseCard/ShowcaseCard.css.ts';
import { VideoThumbnail } from '../ShowcaseCard/ShowcaseCard.tsx';
import { formatViewCount } from '../ShowcaseCard/videoText.ts';
import * as styles from './DiscoverCard.css.ts';

export type DiscoverVideo = Schema<'DiscoverVideo'>;

export const discoverCardElements = ['article', 'li', 'div'] as const;
export type DiscoverCardElement = (typeof discoverCardElements)[number];

export const discoverCardTitleElements = ['h2', 'h3', 'h4'] as const;
export type DiscoverCardTitleElement = (typeof discoverCardTitleElements)[number];

export type DiscoverCardProps = {
  video: DiscoverVideo;
  /** The category's display label (the app maps `video.category`; unknown values read "General"). */
  categoryLabel: string;
  /** Opens the player; called when the card is clicked or its title activated. */
  onOpen: (video: DiscoverVideo) => void;
  /** `true` for the like button, `false` for dislike; the owner applies the server's result. */
  onLike: (isLike: boolean) => void;
  /**
   * A like or dislike of this video is being sent: both buttons are `aria-disabled` and ignore clicks. Not `disabled`:
   * that would take the focus from the button just pressed (a keyboard user would be sent back to the top).
   */
  likePending?: boolean;
  /** Time zone of the created date (default: the browser's). */
  timeZone?: string;
  as?: DiscoverCardElement;
  titleAs?: DiscoverCardTitleElement;
};

const count = new Intl.NumberFormat('en-US');

/** 'Nov 20, 2026'; an unreadable date is shown as it came. */
export function formatVideoDate(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/**
 * A published video in the Discover feed: thumbnail (or placeholder) with duration, category, views, title,
 * description, uploader, date, and like and dislike toggles with their counts. Clicking the card opens the player.
 */
export function DiscoverCard({
  video,
  categoryLabel,
  onOpen,
  onLike,
  likePending = false,
  timeZone,
  as: Element = 'article',
  titleAs: Title = 'h3',
}: DiscoverCardProps) {
  const liked = video.user_like_status === 'like';
  const disliked = video.user_like_status === 'dislike';
  const likes = Math.max(0, video.likes_count);
  const dislikes = Math.max(0, video.dislikes_count);

  return (
    <Element className={cardStyles.root} aria-busy={likePending || undefined}>
      <VideoThumbnail src={video.thumbnail_url} duration={video.duration} />
      <div className={cardStyles.body}>
        <div className={cardStyles.meta}>
          <Badge tone="brand" size="sm" title={categoryLabel}>
            {categoryLabel}
          </Badge>
          <span className={cardStyles.metaText}>
            <Eye className={cardStyles.metaIcon} aria-hidden="true" focusable="false" />
            {formatViewCount(Math.max(0, video.view_count))}
          </span>
        </div>
        <Title className={cardStyles.title}>
          <button type="button" className={cardStyles.titleAction} onClick={() => onOpen(video)}>
            {video.title}
          </button>
        </Title>
        {video.description ? <p className={cardStyles.description}>{video.description}</p> : null}
        <div className={styles.details}>
          {video.user_email ? (
            <p className={styles.detail}>
              <UserRound className={styles.detailIcon} aria-hidden="true" focusable="false" />
              <span className={cardStyles.visuallyHidden}>Shared by </span>
              <span className={styles.detailText} title={video.user_email}>
                {video.user_email}
              </span>
            </p>
          ) : null}
          <p className={styles.detail}>
            <CalendarDays className={styles.detailIcon} aria-hidden="true" focusable="false" />
            <span className={cardStyles.visuallyHidden}>Published </span>
            <time className={styles.detailText} dateTime={video.created_at}>
              {formatVideoDate(video.created_at, timeZone)}
            </time>
          </p>
        </div>
        <div className={`${styles.footer} ${cardStyles.raised}`}>
          <div className={styles.reactions}>
            <Button
              size="sm"
              variant={liked ? 'primary' : 'secondary'}
              icon={<ThumbsUp />}
              aria-label={`Like, ${count.format(likes)}`}
              aria-pressed={liked}
              aria-disabled={likePending || undefined}
              onClick={() => {
                if (!likePending) onLike(true);
              }}
            >
              <span className={styles.reaction}>{count.format(likes)}</span>
            </Button>
            <Button
              size="sm"
              variant={disliked ? 'primary' : 'secondary'}
              icon={<ThumbsDown />}
              aria-label={`Dislike, ${count.format(dislikes)}`}
              aria-pressed={disliked}
              aria-disabled={likePending || undefined}
              onClick={() => {
                if (!likePending) onLike(false);
              }}
            >
              <span className={styles.reaction}>{count.format(dislikes)}</span>
            </Button>
          </div>
        </div>
      </div>
    </Element>
  );
}
