-- Gallery marks: where the deep pages of a large gallery begin. OFFSET reads every row it skips, so page 417 of 834
-- (the middle of 10 000 projects, the farthest from either end) walked 5 000 index entries on every request. A mark is
-- the key (modified_at, project id) of the project at `position` (0-based, newest first) of the user's whole gallery,
-- every 128th row; a deep page starts its index scan at the mark before it and skips fewer than 128 rows.
--
-- Marks describe one order of the gallery and are only kept while it stands: a project created, deleted, moved to
-- another user or given a new modified_at deletes its user's marks in the same transaction, and the next deep read
-- builds them again (server/src/domain/projects/gallery.ts). A reader reads marks and projects in one statement, so
-- it sees both as of one moment. The build takes an exclusive advisory lock per user and the triggers a shared one:
-- a build waits for writers in flight to commit (its next statement then sees them), and a writer that comes during
-- a build waits for it and then deletes the marks it made. Writers never wait for each other here.
-- No foreign key: a user's marks go with their projects (the triggers below, a cascade included), and a key check on
-- the user row could deadlock a build against that user's deletion.
CREATE TABLE gallery_marks (
  user_id uuid NOT NULL,
  position integer NOT NULL CHECK (position > 0),
  modified_at timestamptz NOT NULL,
  project_id uuid NOT NULL,
  PRIMARY KEY (user_id, position)
);

CREATE FUNCTION gallery_marks_lock_key(user_id uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended('gallery_marks:' || user_id::text, 0)
$$;

-- Statement triggers over the created or deleted rows: each user once.
CREATE FUNCTION gallery_marks_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(gallery_marks_lock_key(u.user_id))
  FROM (SELECT DISTINCT user_id FROM changed_projects ORDER BY user_id) u;
  DELETE FROM gallery_marks WHERE user_id IN (SELECT user_id FROM changed_projects);
  RETURN NULL;
END $$;

-- An update moves a project in its gallery only when modified_at (or the owner) changes.
CREATE FUNCTION gallery_marks_reset_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(gallery_marks_lock_key(u.user_id))
  FROM (SELECT DISTINCT user_id FROM (VALUES (OLD.user_id), (NEW.user_id)) v (user_id) ORDER BY user_id) u;
  DELETE FROM gallery_marks WHERE user_id IN (OLD.user_id, NEW.user_id);
  RETURN NULL;
END $$;

CREATE TRIGGER gallery_marks_inserted
  AFTER INSERT ON projects REFERENCING NEW TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION gallery_marks_reset();
CREATE TRIGGER gallery_marks_deleted
  AFTER DELETE ON projects REFERENCING OLD TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION gallery_marks_reset();
CREATE TRIGGER gallery_marks_moved
  AFTER UPDATE ON projects
  FOR EACH ROW WHEN (OLD.modified_at IS DISTINCT FROM NEW.modified_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION gallery_marks_reset_moved();
