-- Projects: one row per story project, owned by one user. Text settings are the stage 1–2 choices; the three
-- stage flags are what the gallery's stage label and the read-only rule read.
CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  story_title text,
  context text,
  theme text,
  character_description text,
  additional_context text,
  story_instructions text,
  story_type text NOT NULL DEFAULT 'childrens_bedtime_story',
  num_pages integer NOT NULL DEFAULT 3 CHECK (num_pages BETWEEN 3 AND 10),
  language text NOT NULL DEFAULT 'en',
  art_style text NOT NULL DEFAULT 'realistic',
  style_prompt text,
  selected_voice_id text,
  current_stage integer NOT NULL DEFAULT 1 CHECK (current_stage BETWEEN 1 AND 3),
  stage_1_completed boolean NOT NULL DEFAULT false,
  stage_2_completed boolean NOT NULL DEFAULT false,
  stage_3_completed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
-- The gallery's order: newest change first, per user.
CREATE INDEX projects_user_modified_idx ON projects (user_id, modified_at DESC, id DESC);

-- Every stored file of a project. The bytes live in the blob store under blob_key (one path segment with the
-- extension); deleting a project deletes its rows here and, after the commit, its blobs.
CREATE TABLE project_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'uploaded_image', 'style_image', 'reference_image', 'generated_image', 'audio', 'video', 'thumbnail', 'music', 'animation'
  )),
  page_number integer CHECK (page_number >= 1),
  blob_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  -- Kind-specific facts: a music prompt and duration, a video's duration and render job, …
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_files_project_idx ON project_files (project_id, kind, page_number, created_at);

ALTER TABLE projects ADD COLUMN approved_reference_file_id uuid REFERENCES project_files (id) ON DELETE SET NULL;

-- The generated story: pages in order, as the writer returned them.
CREATE TABLE project_stories (
  project_id uuid PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  title text,
  pages jsonb NOT NULL CHECK (jsonb_typeof(pages) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Page image versions: index 0 is the original; each regeneration appends one. A version points at a stored
-- file, or (added by the client) at a URL.
CREATE TABLE image_versions (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  page_index integer NOT NULL CHECK (page_index >= 0),
  version_index integer NOT NULL CHECK (version_index >= 0),
  file_id uuid REFERENCES project_files (id) ON DELETE SET NULL,
  image_url text,
  label text NOT NULL,
  instructions text,
  is_original boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, page_index, version_index)
);

CREATE TABLE current_image_versions (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  page_index integer NOT NULL CHECK (page_index >= 0),
  version_index integer NOT NULL CHECK (version_index >= 0),
  PRIMARY KEY (project_id, page_index)
);

-- A project's entry in the public showcase (at most one). Its video and thumbnail files are public media.
CREATE TABLE showcase_videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL UNIQUE REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  description text,
  category text NOT NULL,
  video_file_id uuid NOT NULL REFERENCES project_files (id) ON DELETE CASCADE,
  thumbnail_file_id uuid REFERENCES project_files (id) ON DELETE SET NULL,
  duration_seconds double precision,
  is_featured boolean NOT NULL DEFAULT false,
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX showcase_videos_created_idx ON showcase_videos (created_at DESC);
