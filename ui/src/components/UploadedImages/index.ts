export { UploadedImages, type UploadedImage, type UploadedImagesProps } from './UploadedImages.tsx';
