export { MediaControls, mediaSeekStep, type MediaControlsProps } from './MediaControls.tsx';
export { formatMediaTime, unknownMediaTime } from './formatMediaTime.ts';
export { useMediaPlayback, type MediaPlayback, type MediaPlaybackState } from './useMediaPlayback.ts';
