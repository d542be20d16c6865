import { VideoOff } from 'lucide-react';
import * as styles from './VideoPlayer.css.ts';

export type VideoPlayerProps = {
  /** The video's URL; without one the player shows 'Video not available'. */
  src?: string | null;
  /** The video's title: the player's accessible name. */
  title: string;
  /** Image shown before playback. */
  poster?: string;
  /**
   * Starts playing when it can (the showcase and gallery players). Not muted: where the browser blocks autoplay
   * with sound, the controls stay there to start it.
   */
  autoPlay?: boolean;
  onEnded?: () => void;
  id?: string;
};

/** A 16:9 video with the browser's own controls, or a placeholder when there is no video. */
export function VideoPlayer({ src, title, poster, autoPlay = false, onEnded, id }: VideoPlayerProps) {
  if (!src) {
    return (
      <div id={id} className={styles.placeholder}>
        <VideoOff className={styles.placeholderIcon} aria-hidden="true" />
        <p>Video not available</p>
      </div>
    );
  }
  return (
    <div id={id} className={styles.frame}>
      {/* Story videos have their captions burnt in (the render draws them), so there is no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className={styles.video}
        src={src}
        poster={poster}
        aria-label={title}
        controls
        playsInline
        autoPlay={autoPlay}
        preload="metadata"
        onEnded={onEnded}
      />
    </div>
  );
}
