-- What the gallery shows of each project besides its own columns (file counts, shared flag, thumbnail), kept by
-- triggers in the same transaction as the rows it summarises, so a gallery page is one index scan with no per-row
-- lookups to plan or run. A project with no files and no showcase entry has no row (the gallery reads defaults).
CREATE TABLE project_summaries (
  project_id uuid PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  image_count integer NOT NULL DEFAULT 0,
  audio_count integer NOT NULL DEFAULT 0,
  video_count integer NOT NULL DEFAULT 0,
  is_shared boolean NOT NULL DEFAULT false,
  -- The first page's current image, else the newest image of the lowest page, else the first upload.
  thumbnail_key text
);

-- One project's summary as its rows say it now (also what `npm run check:consistency` compares the kept row with).
CREATE FUNCTION project_summary_of(pid uuid)
RETURNS TABLE (image_count integer, audio_count integer, video_count integer, is_shared boolean, thumbnail_key text)
LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(DISTINCT f.page_number)::integer FROM project_files f
     WHERE f.project_id = pid AND f.kind = 'generated_image'),
    (SELECT count(*)::integer FROM project_files f WHERE f.project_id = pid AND f.kind = 'audio'),
    (SELECT count(*)::integer FROM project_files f WHERE f.project_id = pid AND f.kind = 'video'),
    EXISTS (SELECT 1 FROM showcase_videos v WHERE v.project_id = pid),
    COALESCE(
      (SELECT f.blob_key FROM current_image_versions c
         JOIN image_versions v ON v.project_id = c.project_id AND v.page_index = c.page_index
           AND v.version_index = c.version_index
         JOIN project_files f ON f.id = v.file_id
       WHERE c.project_id = pid ORDER BY c.page_index LIMIT 1),
      (SELECT f.blob_key FROM project_files f WHERE f.project_id = pid AND f.kind = 'generated_image'
       ORDER BY f.page_number, f.created_at DESC LIMIT 1),
      (SELECT f.blob_key FROM project_files f WHERE f.project_id = pid AND f.kind = 'uploaded_image'
       ORDER BY f.created_at, f.id LIMIT 1))
$$;

-- Recomputes one project's kept summary. The row is locked first and the values read by a later statement (a fresh
-- snapshot under READ COMMITTED), so two transactions adding files to one project at once cannot each write a total
-- that misses the other's file. A project deleted meanwhile (a cascade) gets no row.
CREATE FUNCTION refresh_project_summary(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_summaries (project_id) SELECT id FROM projects WHERE id = pid ON CONFLICT (project_id) DO NOTHING;
  PERFORM 1 FROM project_summaries WHERE project_id = pid FOR UPDATE;
  UPDATE project_summaries
  SET (image_count, audio_count, video_count, is_shared, thumbnail_key) = (SELECT * FROM project_summary_of(pid))
  WHERE project_id = pid;
END $$;

-- Statement triggers with transition tables: a multi-row change refreshes each project it touches once, in id order
-- (the same lock order in every transaction).
CREATE FUNCTION project_summaries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE pid uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR pid IN SELECT DISTINCT project_id FROM new_rows ORDER BY project_id LOOP
      PERFORM refresh_project_summary(pid);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR pid IN SELECT DISTINCT project_id FROM old_rows ORDER BY project_id LOOP
      PERFORM refresh_project_summary(pid);
    END LOOP;
  ELSE
    FOR pid IN SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows ORDER BY 1 LOOP
      PERFORM refresh_project_summary(pid);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER project_summaries_files_insert AFTER INSERT ON project_files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_files_update AFTER UPDATE ON project_files
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_files_delete AFTER DELETE ON project_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();

CREATE TRIGGER project_summaries_versions_insert AFTER INSERT ON image_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_versions_update AFTER UPDATE ON image_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_versions_delete AFTER DELETE ON image_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();

CREATE TRIGGER project_summaries_current_insert AFTER INSERT ON current_image_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_current_update AFTER UPDATE ON current_image_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_current_delete AFTER DELETE ON current_image_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();

-- Sharing only: a showcase entry's view and like counts change all the time and do not matter here.
CREATE TRIGGER project_summaries_shared_insert AFTER INSERT ON showcase_videos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();
CREATE TRIGGER project_summaries_shared_delete AFTER DELETE ON showcase_videos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_summaries_changed();

-- Existing installations: every project with anything to summarise.
SELECT refresh_project_summary(p.id) FROM projects p
WHERE EXISTS (SELECT 1 FROM project_files f WHERE f.project_id = p.id)
   OR EXISTS (SELECT 1 FROM showcase_videos v WHERE v.project_id = p.id);
