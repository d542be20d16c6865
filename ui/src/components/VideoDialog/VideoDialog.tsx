import { Dialog } from '../Dialog/Dialog.tsx';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer.tsx';

export type VideoDialogProps = {
  open: boolean;
  /** Asked to close (Escape, the close button, the backdrop); the owner sets `open` to false. */
  onClose: () => void;
  /** The video's title: the dialog's heading and the player's name. */
  title: string;
  /** The video's URL; without one the dialog shows 'Video not available'. */
  videoUrl?: string | null;
  /** Image shown until the video plays (the thumbnail). */
  poster?: string | null;
};

/** The player modal of the showcase and Discover: the video's title and a player that starts by itself. */
export function VideoDialog({ open, onClose, title, videoUrl, poster }: VideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      <VideoPlayer src={videoUrl} title={title} poster={poster ?? undefined} autoPlay />
    </Dialog>
  );
}
