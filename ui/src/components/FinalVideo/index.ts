export { FinalVideo, VIDEO_DOWNLOAD_FILE_NAME, type FinalVideoProps } from './FinalVideo.tsx';
