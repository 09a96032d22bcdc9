-- Whose land the núcleo stands on (public, private or both) and, over both, each unit's: the
-- legitimação de posse does not apply on land of the Poder Público (Decreto 9.310/2018, art. 18, § 2º).
ALTER TABLE "project_settings" ADD COLUMN "land_ownership" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "land_ownership" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_land_ownership_check" CHECK ("project_settings"."land_ownership" in ('PRIVADA', 'PUBLICA', 'MISTA'));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_land_ownership_check" CHECK ("lots"."land_ownership" in ('PRIVADA', 'PUBLICA'));