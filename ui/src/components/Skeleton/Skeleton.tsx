import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  /** `text`: lines of text; `rect`: an image or block; `circle`: an avatar. */
  shape?: SkeletonShape;
  /** Any CSS length (default `100%`; for a circle, its diameter, default `2.5rem`). */
  width?: string;
  /** Any CSS length (default one line of text for `text`, `8rem` for `rect`, the width for `circle`). */
  height?: string;
  /** For `text`: how many lines; the last is shorter, like the end of a paragraph. */
  lines?: number;
};

const defaultHeight: Record<SkeletonShape, string> = { text: '0.9em', rect: '8rem', circle: 'auto' };

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology: the region that loads
 * says so (`aria-busy`, or a Spinner's status).
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const blockWidth = width ?? (shape === 'circle' ? '2.5rem' : '100%');
  const blockHeight = height ?? defaultHeight[shape];
  const className = `${styles.block} ${styles.shape[shape]}`;

  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} style={assignInlineVars({ [styles.width]: blockWidth })} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={className}
            style={assignInlineVars({ [styles.width]: index === lines - 1 ? '60%' : '100%', [styles.height]: blockHeight })}
          />
        ))}
      </span>
    );
  }

  return (
    <span
      className={className}
      style={assignInlineVars({ [styles.width]: blockWidth, [styles.height]: blockHeight })}
      aria-hidden="true"
    />
  );
}

/**
 * A placeholder shaped like a video card (16:9 thumbnail, title, two lines, a meta row): the landing showcase and
 * Discover grids while they load.
 */
export function SkeletonCard() {
  return (
    <span className={styles.card} aria-hidden="true">
      <span
        className={`${styles.block} ${styles.cardMedia}`}
        style={assignInlineVars({ [styles.width]: '100%', [styles.height]: 'auto' })}
      />
      <span className={styles.cardBody}>
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton lines={2} />
        <span className={styles.cardMeta}>
          <Skeleton width="5rem" />
          <Skeleton width="3rem" />
        </span>
      </span>
    </span>
  );
}
