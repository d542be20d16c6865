import { Check, ImageIcon } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './StyleOptionGrid.css.ts';

export type StyleOption = {
  id: string;
  /** The picture (a signed URL, file URL or data URL). */
  src: string;
  /** What the picture shows, its accessible name ("Style option 1"). */
  alt: string;
};

/** How many style options one generation makes: the loading state shows as many placeholders. */
export const STYLE_OPTION_COUNT = 3;

export const styleOptionGridTitleElements = ['h2', 'h3', 'h4'] as const;
export type StyleOptionGridTitleElement = (typeof styleOptionGridTitleElements)[number];

export type StyleOptionGridProps = {
  options: readonly StyleOption[];
  /** The chosen option's id; the one approved as the reference image. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The style images are being generated. */
  loading?: boolean;
  /** A completed project: the options show, the choice cannot change. */
  readOnly?: boolean;
  title?: string;
  titleAs?: StyleOptionGridTitleElement;
  /** Shown when there are no options yet. */
  emptyText?: string;
};

/** Stage 1's generated style images: pick one (a radio group) to approve as the story's reference image. */
export function StyleOptionGrid({
  options,
  selectedId,
  onSelect,
  loading = false,
  readOnly = false,
  title = 'Generated Style Options',
  titleAs: Title = 'h3',
  emptyText = 'Your style options will appear here once they are generated.',
}: StyleOptionGridProps) {
  const id = useId();
  const titleId = `${id}-title`;

  let content;
  if (loading) {
    content = (
      <>
        <div className={styles.grid} aria-busy="true" aria-labelledby={titleId} role="group">
          {Array.from({ length: STYLE_OPTION_COUNT }, (_, index) => (
            <div key={index} className={styles.skeleton}>
              <Skeleton shape="rect" height="100%" />
            </div>
          ))}
        </div>
        <p className={styles.status} role="status">
          Generating style options…
        </p>
      </>
    );
  } else if (options.length === 0) {
    content = (
      <p className={styles.empty}>
        <ImageIcon className={styles.emptyIcon} aria-hidden="true" focusable="false" />
        {emptyText}
      </p>
    );
  } else {
    content = (
      <div role="radiogroup" aria-labelledby={titleId} aria-readonly={readOnly || undefined} className={styles.grid}>
        {options.map((option) => {
          const checked = option.id === selectedId;
          return (
            <label key={option.id} className={checked ? `${styles.option} ${styles.selected}` : styles.option}>
              <input
                type="radio"
                className={styles.input}
                name={id}
                value={option.id}
                checked={checked}
                disabled={readOnly}
                onChange={() => onSelect(option.id)}
              />
              <img className={styles.image} src={option.src} alt={option.alt} />
              {checked ? (
                <span className={styles.check} aria-hidden="true">
                  <Check className={styles.checkIcon} focusable="false" />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {content}
    </div>
  );
}
