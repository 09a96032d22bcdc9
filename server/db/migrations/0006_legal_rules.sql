ALTER TABLE "projects" DROP CONSTRAINT "projects_reurb_modality_check";--> statement-breakpoint
UPDATE "projects" SET "reurb_modality" = CASE "reurb_modality" WHEN 'REURB-E' THEN 'E' ELSE 'S' END;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "reurb_modality" SET DEFAULT 'S';--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "nucleo_existence_date" date;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "nucleo_existence_evidence" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "income_cap_minimum_wages" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "minimum_wage_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "public_interest_act_number" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "public_interest_act_date" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "reurb_modality" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "owner_death_date" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "spouse_occupation" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_nucleo_existence_evidence_check" CHECK (char_length("project_settings"."nucleo_existence_evidence") <= 4000);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_income_cap_minimum_wages_check" CHECK ("project_settings"."income_cap_minimum_wages" between 0.01 and 5);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_minimum_wage_value_check" CHECK ("project_settings"."minimum_wage_value" >= 0.01);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reurb_modality_check" CHECK ("projects"."reurb_modality" in ('S', 'E', 'mista'));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_public_interest_act_number_check" CHECK (char_length("lots"."public_interest_act_number") <= 100);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_reurb_modality_check" CHECK ("lots"."reurb_modality" in ('S', 'E'));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_spouse_occupation_check" CHECK (char_length("lots"."spouse_occupation") <= 255);