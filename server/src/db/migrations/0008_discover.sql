-- Discover: likes and dislikes of showcase videos. The counts on showcase_videos are kept by a trigger in the
-- same transaction as the like rows, so they always equal the rows (cascading deletes of users included).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE showcase_videos
  ADD COLUMN likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  ADD COLUMN dislikes_count integer NOT NULL DEFAULT 0 CHECK (dislikes_count >= 0);

CREATE TABLE video_likes (
  video_id uuid NOT NULL REFERENCES showcase_videos (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_like boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, user_id)
);
CREATE INDEX video_likes_user_idx ON video_likes (user_id);

CREATE FUNCTION video_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE showcase_videos
       SET likes_count = likes_count - (CASE WHEN OLD.is_like THEN 1 ELSE 0 END),
           dislikes_count = dislikes_count - (CASE WHEN OLD.is_like THEN 0 ELSE 1 END)
     WHERE id = OLD.video_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE showcase_videos
       SET likes_count = likes_count + (CASE WHEN NEW.is_like THEN 1 ELSE 0 END),
           dislikes_count = dislikes_count + (CASE WHEN NEW.is_like THEN 0 ELSE 1 END)
     WHERE id = NEW.video_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER video_likes_count_trigger
  AFTER INSERT OR UPDATE OF is_like OR DELETE ON video_likes
  FOR EACH ROW EXECUTE FUNCTION video_likes_count();

-- One index per Discover order and filter; ties broken by id so pages are stable.
CREATE INDEX showcase_videos_featured_idx ON showcase_videos (is_featured DESC, created_at DESC, id DESC);
CREATE INDEX showcase_videos_likes_idx ON showcase_videos (likes_count DESC, created_at DESC, id DESC);
CREATE INDEX showcase_videos_dislikes_idx ON showcase_videos (dislikes_count DESC, created_at DESC, id DESC);
CREATE INDEX showcase_videos_views_idx ON showcase_videos (view_count DESC, created_at DESC, id DESC);
CREATE INDEX showcase_videos_category_idx ON showcase_videos (category, created_at DESC);
CREATE INDEX showcase_videos_user_idx ON showcase_videos (user_id, created_at DESC);
CREATE INDEX showcase_videos_search_idx ON showcase_videos USING gin ((title || ' ' || coalesce(description, '')) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
