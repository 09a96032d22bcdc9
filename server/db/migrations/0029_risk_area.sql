-- Lots in a risk area and the project's technical study of the risk with the day its measures were in
-- place (Decreto 9.310/2018, art. 36, caput and § 1º): the emission rule 'area-de-risco' waits for both.
ALTER TABLE "project_settings" ADD COLUMN "risk_study" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "risk_measures_done_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "area_de_risco" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_risk_study_check" CHECK (char_length("project_settings"."risk_study") <= 4000);