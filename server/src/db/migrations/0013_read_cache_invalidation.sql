-- Processes keep some answers in memory (a session found valid, a gallery page) and drop them when the database says
-- the rows behind them changed: these triggers send `pg_notify('storyloom_invalidate', '<kind>:<id>')`, delivered to
-- every listening process when the transaction commits (never for a rolled-back one). Identical notices of one
-- transaction are folded into one, so a bulk delete of 100 projects sends one notice per user.
--   session:<auth_sessions.id>  the session was signed out, revoked or deleted
--   gallery:<users.id>          something a gallery page of that user shows changed (projects, their kept summary
--                               or the kept total)

CREATE FUNCTION read_cache_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storyloom_invalidate', 'session:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER read_cache_session_revoked
  AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION read_cache_session_changed();
CREATE TRIGGER read_cache_session_deleted
  AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION read_cache_session_changed();

-- Projects: statement triggers over the changed rows, one notice per user. Inserts and deletes also change the kept
-- total (project_counts), but a user's first project and a cascade delete are told here as well.
CREATE FUNCTION read_cache_projects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storyloom_invalidate', 'gallery:' || u.user_id)
  FROM (SELECT DISTINCT user_id FROM changed_projects) u;
  RETURN NULL;
END $$;

CREATE TRIGGER read_cache_projects_inserted
  AFTER INSERT ON projects REFERENCING NEW TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_projects_changed();
CREATE TRIGGER read_cache_projects_updated_old
  AFTER UPDATE ON projects REFERENCING OLD TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_projects_changed();
CREATE TRIGGER read_cache_projects_updated_new
  AFTER UPDATE ON projects REFERENCING NEW TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_projects_changed();
CREATE TRIGGER read_cache_projects_deleted
  AFTER DELETE ON projects REFERENCING OLD TABLE AS changed_projects
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_projects_changed();

-- The kept summaries (file counts, shared flag, thumbnail): the owner is read from the project. A summary deleted by
-- its project's cascade finds no project; the project's own trigger told that change.
CREATE FUNCTION read_cache_summaries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storyloom_invalidate', 'gallery:' || u.user_id)
  FROM (SELECT DISTINCT p.user_id FROM changed_summaries s JOIN projects p ON p.id = s.project_id) u;
  RETURN NULL;
END $$;

CREATE TRIGGER read_cache_summaries_inserted
  AFTER INSERT ON project_summaries REFERENCING NEW TABLE AS changed_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_summaries_changed();
CREATE TRIGGER read_cache_summaries_updated
  AFTER UPDATE ON project_summaries REFERENCING NEW TABLE AS changed_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_summaries_changed();
CREATE TRIGGER read_cache_summaries_deleted
  AFTER DELETE ON project_summaries REFERENCING OLD TABLE AS changed_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_summaries_changed();

-- The kept total (a project moved between users changes two totals; so does a user's first project).
CREATE FUNCTION read_cache_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('storyloom_invalidate', 'gallery:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('storyloom_invalidate', 'gallery:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER read_cache_counts_changed
  AFTER INSERT OR UPDATE OR DELETE ON project_counts
  FOR EACH ROW EXECUTE FUNCTION read_cache_counts_changed();
