CREATE TABLE "project_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_groups_name_check" CHECK (char_length(btrim("project_groups"."name")) between 2 and 80)
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"engine" text NOT NULL,
	"folder" text NOT NULL,
	"tables" integer NOT NULL,
	"rows" integer NOT NULL,
	"files" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_name_key" ON "project_groups" USING btree (lower("name"));--> statement-breakpoint
-- The bare group numbers in use become named groups with the same id, so that projects.group_id
-- keeps pointing at the same group (issue #18 part 7): "Grupo 1", "Grupo 2"...
INSERT INTO "project_groups" ("id", "name")
SELECT DISTINCT "group_id", 'Grupo ' || "group_id" FROM "projects" WHERE "group_id" IS NOT NULL ORDER BY 1;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('project_groups', 'id'), coalesce((SELECT max("id") FROM "project_groups"), 0) + 1, false);
