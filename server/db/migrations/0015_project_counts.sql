CREATE TABLE "project_counts" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"lots_total" integer DEFAULT 0 NOT NULL,
	"lots_completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_counts" ADD CONSTRAINT "project_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each project's lot counts kept as lots are written (server/db/schema/project-counts.ts), so the
-- projects list never counts every lot again. 'complete' is domain's LOT_STATUS_COMPLETE.
-- Inserts and deletes count by statement, from their transition tables: a seed of 500 lots
-- moves each project's row once, in project order.
CREATE FUNCTION project_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_counts AS c (project_id, lots_total, lots_completed)
    SELECT project_id, count(*), count(*) FILTER (WHERE status = 'complete')
      FROM added_lots GROUP BY project_id ORDER BY project_id
  ON CONFLICT (project_id) DO UPDATE
    SET lots_total = c.lots_total + excluded.lots_total,
        lots_completed = c.lots_completed + excluded.lots_completed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_counts c
     SET lots_total = c.lots_total - r.total, lots_completed = c.lots_completed - r.completed
    FROM (SELECT project_id, count(*) AS total, count(*) FILTER (WHERE status = 'complete') AS completed
            FROM removed_lots GROUP BY project_id) r
   WHERE c.project_id = r.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A lot that becomes complete or stops being so, or (never done by the API) changes project.
CREATE FUNCTION project_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_counts
     SET lots_total = lots_total - 1, lots_completed = lots_completed - (OLD.status IS NOT DISTINCT FROM 'complete')::int
   WHERE project_id = OLD.project_id;
  INSERT INTO project_counts AS c (project_id, lots_total, lots_completed)
    VALUES (NEW.project_id, 1, (NEW.status IS NOT DISTINCT FROM 'complete')::int)
  ON CONFLICT (project_id) DO UPDATE
    SET lots_total = c.lots_total + 1, lots_completed = c.lots_completed + excluded.lots_completed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lots_counted_insert AFTER INSERT ON lots REFERENCING NEW TABLE AS added_lots
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_add();
--> statement-breakpoint
CREATE TRIGGER lots_counted_delete AFTER DELETE ON lots REFERENCING OLD TABLE AS removed_lots
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_remove();
--> statement-breakpoint
-- Only a save that flips completeness or the project fires it: an ordinary save costs nothing.
CREATE TRIGGER lots_counted_update AFTER UPDATE OF status, project_id ON lots FOR EACH ROW
  WHEN ((OLD.status IS NOT DISTINCT FROM 'complete') <> (NEW.status IS NOT DISTINCT FROM 'complete') OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION project_counts_move();
--> statement-breakpoint
CREATE TRIGGER lots_counted_truncate AFTER TRUNCATE ON lots
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_clear();
--> statement-breakpoint
INSERT INTO project_counts (project_id, lots_total, lots_completed)
  SELECT project_id, count(*), count(*) FILTER (WHERE status = 'complete') FROM lots GROUP BY project_id;
