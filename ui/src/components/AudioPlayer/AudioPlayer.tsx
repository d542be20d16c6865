import { useId } from 'react';
import { Music } from 'lucide-react';
import * as styles from './AudioPlayer.css.ts';

export type AudioPlayerProps = {
  /** The audio file's URL. */
  src: string;
  /** What plays ("Page 2 narration"); the caption and the player's accessible name. */
  label: string;
  onPlay?: () => void;
  onEnded?: () => void;
  id?: string;
};

/**
 * The browser's own audio controls in a captioned frame: keyboard and screen-reader support come with the native
 * element. Only metadata (the duration) loads before the user presses play.
 */
export function AudioPlayer({ src, label, onPlay, onEnded, id }: AudioPlayerProps) {
  const captionId = useId();
  return (
    <figure id={id} className={styles.root} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        <Music className={styles.captionIcon} aria-hidden="true" />
        {label}
      </figcaption>
      {/* Narration and music have their text on the page (the story) or none (music), so no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        className={styles.audio}
        src={src}
        controls
        preload="metadata"
        aria-labelledby={captionId}
        onPlay={onPlay}
        onEnded={onEnded}
      />
    </figure>
  );
}
