ALTER TABLE "project_settings" ADD COLUMN "works_responsible" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reurb_modality" text DEFAULT 'REURB-S' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reurb_modality_check" CHECK ("projects"."reurb_modality" in ('REURB-S', 'REURB-E'));