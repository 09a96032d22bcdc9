-- A unit left vacant and unsold, and the núcleo's original owner in whose name the registry opens its
-- matrícula (Decreto 9.310/2018, art. 52, caput): the CRF lists it without occupant, and no título is issued for it.
ALTER TABLE "project_settings" ADD COLUMN "origin_owner_name" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "unidade_desocupada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_origin_owner_name_check" CHECK (char_length("project_settings"."origin_owner_name") <= 300);