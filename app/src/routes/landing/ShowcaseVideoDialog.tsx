import type { Schema } from '@storyloom/api-client';
import { VideoDialog } from '@storyloom/ui';

/** The showcase's player modal: a chunk of its own, loaded when a visitor first opens a video (issue #11). */
export function ShowcaseVideoDialog({ video, onClose }: { video: Schema<'ShowcaseVideo'>; onClose: () => void }) {
  return (
    <VideoDialog
      open
      onClose={onClose}
      title={video.title}
      videoUrl={video.video_url}
      poster={video.thumbnail_url || video.thumbnail}
    />
  );
}
