import { useCallback, useEffect, useState } from 'react';

/** What the controls show, read from the media element. `duration` is NaN until the metadata has loaded. */
export type MediaPlaybackState = {
  /** Neither paused nor at the end (Chromium can report a clip that has played out as not paused). */
  playing: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
};

export type MediaPlayback = MediaPlaybackState & {
  /** Plays (from the start once ended) or pauses. */
  togglePlay: () => void;
  /** Jumps to a time, kept within the media's length. */
  seekTo: (seconds: number) => void;
  toggleMute: () => void;
};

const idle: MediaPlaybackState = { playing: false, currentTime: 0, duration: Number.NaN, muted: false };

// Every event after which one of the shown values may have changed.
const stateEvents = [
  'loadedmetadata',
  'durationchange',
  'play',
  'playing',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'volumechange',
  'emptied',
  'error',
] as const;

function read(media: HTMLMediaElement | null): MediaPlaybackState {
  if (!media) return idle;
  return {
    playing: !media.paused && !media.ended,
    currentTime: media.currentTime,
    duration: media.duration,
    muted: media.muted,
  };
}

const same = (a: MediaPlaybackState, b: MediaPlaybackState) =>
  a.playing === b.playing && a.currentTime === b.currentTime && Object.is(a.duration, b.duration) && a.muted === b.muted;

/**
 * The state and actions of a media element for `MediaControls`: `[mediaRef, playback]`, where `mediaRef` is the
 * `<audio>` or `<video>`'s (callback) ref. The element stays the one source of truth (its own `autoplay`, a refused
 * play, a script that mutes it all show); the hook only mirrors it from its events.
 */
export function useMediaPlayback<Media extends HTMLMediaElement = HTMLMediaElement>(): [
  mediaRef: (element: Media | null) => void,
  playback: MediaPlayback,
] {
  const [media, setMedia] = useState<Media | null>(null);
  const [state, setState] = useState<MediaPlaybackState>(idle);

  const sync = useCallback(() => {
    const next = read(media);
    setState((current) => (same(current, next) ? current : next));
  }, [media]);

  useEffect(() => {
    if (!media) return;
    sync();
    for (const type of stateEvents) media.addEventListener(type, sync);
    return () => {
      for (const type of stateEvents) media.removeEventListener(type, sync);
    };
  }, [media, sync]);

  const togglePlay = useCallback(() => {
    if (!media) return;
    if (media.paused || media.ended) {
      // Refused (autoplay policy, no playable source): the element stays paused and the Play button with it.
      media.play().catch(sync);
    } else {
      media.pause();
    }
  }, [media, sync]);

  const seekTo = useCallback(
    (seconds: number) => {
      if (!media || !Number.isFinite(media.duration)) return;
      media.currentTime = Math.min(Math.max(seconds, 0), media.duration);
      sync();
    },
    [media, sync],
  );

  const toggleMute = useCallback(() => {
    if (!media) return;
    media.muted = !media.muted;
  }, [media]);

  return [setMedia, { ...state, togglePlay, seekTo, toggleMute }];
}
