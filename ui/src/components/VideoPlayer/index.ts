export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer.tsx';
