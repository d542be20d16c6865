-- The gallery's total without counting: one row per user holding how many projects they have, kept by triggers in
-- the same transaction as the project rows (creates, copies, deletes, bulk deletes and cascading user deletes alike),
-- so it always equals count(*). Concurrent creates of one user queue on that user's row for the rest of their
-- transaction; other users never wait.
CREATE TABLE project_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  projects integer NOT NULL CHECK (projects >= 0)
);

INSERT INTO project_counts (user_id, projects)
SELECT user_id, count(*) FROM projects GROUP BY user_id;

-- Statement triggers with transition tables: a multi-row insert or delete updates each user's row once.
CREATE FUNCTION project_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_counts AS c (user_id, projects)
  SELECT user_id, count(*) FROM inserted_projects GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET projects = c.projects + EXCLUDED.projects;
  RETURN NULL;
END $$;

CREATE FUNCTION project_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A user deleted in the same statement has no row left to update: nothing to do for them.
  UPDATE project_counts AS c SET projects = c.projects - d.n
  FROM (SELECT user_id, count(*) AS n FROM deleted_projects GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;

-- Projects never change owner today; if one ever does, both users' totals follow.
CREATE FUNCTION project_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_counts SET projects = projects - 1 WHERE user_id = OLD.user_id;
  INSERT INTO project_counts AS c (user_id, projects) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET projects = c.projects + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER project_counts_insert_trigger
  AFTER INSERT ON projects REFERENCING NEW TABLE AS inserted_projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_insert();
CREATE TRIGGER project_counts_delete_trigger
  AFTER DELETE ON projects REFERENCING OLD TABLE AS deleted_projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_delete();
CREATE TRIGGER project_counts_move_trigger
  AFTER UPDATE OF user_id ON projects
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION project_counts_move();

-- The gallery's story-type filter: its count and its pages read one user's projects of one type in index order.
CREATE INDEX projects_user_type_modified_idx ON projects (user_id, story_type, modified_at DESC, id DESC);
