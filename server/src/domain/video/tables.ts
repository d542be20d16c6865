import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type VideoJobStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** One page of a render, resolved to stored files (blob keys), as the job keeps it. */
export interface VideoJobPage {
  imageKey: string;
  narrationKey: string;
  clipKey: string | null;
  text: string;
}

export interface VideoJobRequest {
  pages: VideoJobPage[];
  musicKey: string | null;
  transitionSeconds: number;
  includeText: boolean;
}

/** Row types of the video tables (migration 0009). */
export interface VideoTables {
  video_jobs: {
    id: Generated<string>;
    project_id: string;
    user_id: string;
    status: Generated<VideoJobStatus>;
    progress: Generated<number>;
    request: JSONColumnType<VideoJobRequest, string, string>;
    video_file_id: string | null;
    /** numeric: read back as a string by node-postgres and PGlite. */
    file_size_mb: ColumnType<string | null, number | null, number | null>;
    duration_seconds: ColumnType<string | null, number | null, number | null>;
    error: string | null;
    attempts: Generated<number>;
    queue_job_id: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    updated_at: Generated<Date>;
    finished_at: Date | null;
  };
}
