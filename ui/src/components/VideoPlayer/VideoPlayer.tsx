import { Maximize, Minimize, VideoOff } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MediaControls } from '../MediaControls/MediaControls.tsx';
import { useMediaPlayback } from '../MediaControls/useMediaPlayback.ts';
import { useFullscreen } from './useFullscreen.ts';
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
   * with sound, the Play button stays there to start it.
   */
  autoPlay?: boolean;
  onEnded?: () => void;
  id?: string;
};

/**
 * A 16:9 video with the design system's controls under it (play/pause, time, seek, mute, full screen where the
 * browser has it); a click on the picture plays or pauses. A placeholder when there is no video.
 */
export function VideoPlayer({ src, title, poster, autoPlay = false, onEnded, id }: VideoPlayerProps) {
  const [videoRef, playback] = useMediaPlayback<HTMLVideoElement>();
  const [playerRef, fullscreen] = useFullscreen<HTMLDivElement>();
  if (!src) {
    return (
      <div id={id} className={styles.placeholder}>
        <VideoOff className={styles.placeholderIcon} aria-hidden="true" />
        <p>Video not available</p>
      </div>
    );
  }
  return (
    <div id={id} ref={playerRef} className={styles.root}>
      <div className={styles.frame}>
        {/* Story videos have their captions burnt in (the render draws them), so there is no caption track. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className={styles.video}
          src={src}
          poster={poster}
          aria-label={title}
          playsInline
          autoPlay={autoPlay}
          preload="metadata"
          onEnded={onEnded}
          onClick={playback.togglePlay}
        />
      </div>
      <div className={styles.bar}>
        <MediaControls playback={playback} label={title}>
          {fullscreen.supported ? (
            <IconButton
              label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
              icon={fullscreen.active ? <Minimize /> : <Maximize />}
              size="sm"
              onClick={fullscreen.toggle}
            />
          ) : null}
        </MediaControls>
      </div>
    </div>
  );
}
