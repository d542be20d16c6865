-- Video render jobs: the state the client polls. The queue itself (delivery, retries, expiry) is pg-boss's, in its
-- own schema; this row is the product's record of one render request and its outcome.
CREATE TABLE video_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- What to render: pages (image, narration, text, clip), transition, captions, music; resolved to stored files.
  request jsonb NOT NULL,
  video_file_id uuid REFERENCES project_files (id) ON DELETE SET NULL,
  file_size_mb numeric(10, 2),
  duration_seconds numeric(10, 2),
  error text,
  attempts integer NOT NULL DEFAULT 0,
  -- The pg-boss job delivering it (to notice a delivery that gave up, e.g. after repeated crashes).
  queue_job_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- One active job per project: a second start answers 409 with this one (the database decides, not a read-then-write).
CREATE UNIQUE INDEX video_jobs_one_active_idx ON video_jobs (project_id) WHERE status IN ('pending', 'processing');
CREATE INDEX video_jobs_project_idx ON video_jobs (project_id, created_at DESC);
CREATE INDEX video_jobs_status_idx ON video_jobs (status) WHERE status IN ('pending', 'processing');
