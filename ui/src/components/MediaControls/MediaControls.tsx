import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { formatMediaTime } from './formatMediaTime.ts';
import type { MediaPlayback } from './useMediaPlayback.ts';
import * as styles from './MediaControls.css.ts';

/** How far an arrow key moves the seek slider, in seconds. */
export const mediaSeekStep = 5;

export type MediaControlsProps = {
  /** The media element's state and actions, from `useMediaPlayback`. */
  playback: MediaPlayback;
  /** What plays ("Page 2 narration"): completes the controls' names ("Play Page 2 narration"). */
  label: string;
  /** More buttons at the end of the bar (the video's full screen toggle). */
  children?: ReactNode;
};

/**
 * The design system's media controls, the same in every browser: play/pause, the time, a seek slider and mute.
 * Keys: Space or Enter on a button; on the slider ←/↓ and →/↑ seek 5 s, Page Down/Up a tenth, Home/End the ends.
 */
export function MediaControls({ playback, label, children }: MediaControlsProps) {
  const { playing, currentTime, duration, muted, togglePlay, seekTo, toggleMute } = playback;
  const known = Number.isFinite(duration) && duration > 0;
  const position = known ? Math.min(currentTime, duration) : 0;
  const timeText = `${formatMediaTime(position)} / ${formatMediaTime(duration)}`;

  function onSeekKey(event: KeyboardEvent<HTMLInputElement>) {
    const targets: Record<string, number> = {
      ArrowLeft: position - mediaSeekStep,
      ArrowDown: position - mediaSeekStep,
      ArrowRight: position + mediaSeekStep,
      ArrowUp: position + mediaSeekStep,
      PageDown: position - duration / 10,
      PageUp: position + duration / 10,
      Home: 0,
      End: duration,
    };
    const target = targets[event.key];
    if (target === undefined || !known) return;
    // The native steps would move by the input's `step`, not by seconds.
    event.preventDefault();
    seekTo(target);
  }

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <IconButton
          label={`${playing ? 'Pause' : 'Play'} ${label}`}
          icon={playing ? <Pause fill="currentColor" /> : <Play fill="currentColor" />}
          variant="primary"
          size="sm"
          onClick={togglePlay}
        />
        <span className={styles.time}>{timeText}</span>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={known ? duration : 0}
          step="any"
          value={position}
          disabled={!known}
          aria-label={`Seek ${label}`}
          aria-valuetext={`${formatMediaTime(position)} of ${formatMediaTime(duration)}`}
          style={assignInlineVars({ [styles.progress]: `${known ? (position / duration) * 100 : 0}%` })}
          onChange={(event) => seekTo(event.currentTarget.valueAsNumber)}
          onKeyDown={onSeekKey}
        />
        <IconButton
          label={`${muted ? 'Unmute' : 'Mute'} ${label}`}
          icon={muted ? <VolumeX /> : <Volume2 />}
          size="sm"
          onClick={toggleMute}
        />
        {children}
      </div>
    </div>
  );
}
