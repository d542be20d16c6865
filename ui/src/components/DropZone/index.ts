export { DropZone, type DropZoneProps } from './DropZone.tsx';
export {
  acceptedImageExtensions,
  checkImageFiles,
  fileRejectionReasons,
  isAcceptedImage,
  uploadMaxFiles,
  type AcceptedImageExtension,
  type FileLimits,
  type FileRejection,
  type FileRejectionReason,
} from './fileChecks.ts';
