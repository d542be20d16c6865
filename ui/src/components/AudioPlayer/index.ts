export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer.tsx';
