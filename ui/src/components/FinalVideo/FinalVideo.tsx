import { Download } from 'lucide-react';
import * as buttonStyles from '../Button/Button.css.ts';
import { Card, type CardTitleElement } from '../Card/Card.tsx';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer.tsx';
import * as styles from './FinalVideo.css.ts';

/** The name the final video downloads as (spec: download file name). */
export const VIDEO_DOWNLOAD_FILE_NAME = 'storybook-video.mp4';

export type FinalVideoProps = {
  /** The compiled video; without one the player reads 'Video not available' and there is nothing to download. */
  videoUrl?: string | null;
  /** The video's accessible name (the story's title, say). */
  videoTitle?: string;
  /** Image shown before playback. */
  poster?: string;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: CardTitleElement;
};

/** Stage 3's final video: the player and a 'Download Video' link that saves it as storybook-video.mp4. */
export function FinalVideo({ videoUrl, videoTitle = 'Final story video', poster, titleAs = 'h3' }: FinalVideoProps) {
  return (
    <Card as="section" title="Final Video" titleAs={titleAs}>
      <VideoPlayer src={videoUrl} title={videoTitle} poster={poster} />
      {videoUrl ? (
        <div className={styles.actions}>
          <span className={styles.fileName}>{VIDEO_DOWNLOAD_FILE_NAME}</span>
          {/* A plain anchor: `download` must reach the browser, not a router's client-side navigation. */}
          <a
            href={videoUrl}
            download={VIDEO_DOWNLOAD_FILE_NAME}
            className={buttonStyles.root({ variant: 'primary', size: 'md', fullWidth: false })}
          >
            <span className={buttonStyles.content}>
              <span className={buttonStyles.icon} aria-hidden="true">
                <Download />
              </span>
              <span>Download Video</span>
            </span>
          </a>
        </div>
      ) : null}
    </Card>
  );
}
