-- A video taken out of the showcase keeps its audience for when it is shared again (spec 000 §4: "It can be shared
-- again later"): its entry id, its view count and the likes and dislikes of its viewers are set aside here on
-- removal and put back by the next share of the same video file. The likes go back through video_likes, so its
-- trigger counts them again and the kept counts always equal the rows. A viewer's account or the video itself
-- deleted meanwhile takes its part of this with it (the cascades).
CREATE TABLE withdrawn_showcase_videos (
  video_file_id uuid PRIMARY KEY REFERENCES project_files (id) ON DELETE CASCADE,
  -- The id the entry had: shared again under it, Discover's links and each viewer's like status still match.
  showcase_id uuid NOT NULL UNIQUE,
  view_count integer NOT NULL CHECK (view_count >= 0),
  withdrawn_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawn_video_likes (
  showcase_id uuid NOT NULL REFERENCES withdrawn_showcase_videos (showcase_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_like boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (showcase_id, user_id)
);
-- A user's deletion finds their set-aside likes without a scan.
CREATE INDEX withdrawn_video_likes_user_idx ON withdrawn_video_likes (user_id);
