-- How the documents name the mayor who signs them: Prefeito or Prefeita (domain/enums/person.ts,
-- MAYOR_FORMS). Null: the documents keep "Prefeito(a)", as before.
ALTER TABLE "project_settings" ADD COLUMN "city_mayor_sex" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_city_mayor_sex_check" CHECK ("project_settings"."city_mayor_sex" in ('Masculino', 'Feminino'));