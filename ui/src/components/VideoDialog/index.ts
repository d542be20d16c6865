export { VideoDialog, type VideoDialogProps } from './VideoDialog.tsx';
