-- The register's order (most recent first, then the id) in its index: a page of 20 is read off
-- the index's end, with no sort of a project's thousands of emissions, whatever the planner's
-- statistics say (PGlite never gathers them by itself).
DROP INDEX "emissions_project_idx";--> statement-breakpoint
CREATE INDEX "emissions_project_idx" ON "emissions" USING btree ("project_id","emitted_at","id");