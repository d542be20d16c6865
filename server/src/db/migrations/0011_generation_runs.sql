-- Paid generations in flight (a story's text and page images): the usages charged up front and the blobs written
-- before their rows are committed. The run is deleted in the transaction that delivers the work, or after a failure
-- has been refunded. A run whose process stopped sending heartbeats (a crash) is settled by the next sweep: its
-- charges refunded (once: refunds are unique per usage) and its blobs that no row took deleted.
CREATE TABLE generation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No foreign key: a project deleted meanwhile must not take the record of what to refund with it.
  project_id uuid NOT NULL,
  kind text NOT NULL,
  charges jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(charges) = 'array'),
  blob_keys jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(blob_keys) = 'array'),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX generation_runs_heartbeat_idx ON generation_runs (heartbeat_at);
