import { Badge } from '../Badge/Badge.tsx';
import { Card, type CardTitleElement } from '../Card/Card.tsx';
import * as styles from './ProjectSummary.css.ts';

export type ProjectSummaryProps = {
  /** Pages in the story. */
  pageCount: number;
  /** Pages that have narration. */
  audioFileCount: number;
  /** Whether the final video exists. */
  videoGenerated: boolean;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: CardTitleElement;
};

/** Stage 3's project summary: story pages, audio files and whether the final video is Generated or Pending. */
export function ProjectSummary({ pageCount, audioFileCount, videoGenerated, titleAs = 'h3' }: ProjectSummaryProps) {
  return (
    <Card as="section" title="Project Summary" titleAs={titleAs}>
      <div className={styles.container}>
        <dl className={styles.list}>
          <div className={styles.item}>
            <dt className={styles.term}>Story pages</dt>
            <dd className={styles.value}>{pageCount}</dd>
          </div>
          <div className={styles.item}>
            <dt className={styles.term}>Audio files</dt>
            <dd className={styles.value}>{audioFileCount}</dd>
          </div>
          <div className={styles.item}>
            <dt className={styles.term}>Final video</dt>
            <dd className={styles.value}>
              <Badge tone={videoGenerated ? 'success' : 'neutral'}>{videoGenerated ? 'Generated' : 'Pending'}</Badge>
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
