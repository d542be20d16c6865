import { useId } from 'react';
import { Music } from 'lucide-react';
import { MediaControls } from '../MediaControls/MediaControls.tsx';
import { useMediaPlayback } from '../MediaControls/useMediaPlayback.ts';
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
 * An audio file in a captioned frame, with the design system's controls (the same in every browser) named after
 * the caption: "Play Page 2 narration". Only metadata (the duration) loads before the user presses play.
 */
export function AudioPlayer({ src, label, onPlay, onEnded, id }: AudioPlayerProps) {
  const captionId = useId();
  const [audioRef, playback] = useMediaPlayback<HTMLAudioElement>();
  return (
    <figure id={id} className={styles.root} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        <Music className={styles.captionIcon} aria-hidden="true" />
        {label}
      </figcaption>
      {/* Narration and music have their text on the page (the story) or none (music), so no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} src={src} preload="metadata" aria-labelledby={captionId} onPlay={onPlay} onEnded={onEnded} />
      <MediaControls playback={playback} label={label} />
    </figure>
  );
}
