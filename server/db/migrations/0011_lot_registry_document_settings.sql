ALTER TABLE "project_settings" ADD COLUMN "works_schedule" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "infrastructure_complete" boolean;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "origin_registration" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "origin_registry_office" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "professional_name" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "professional_title" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "professional_registration" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "professional_art_rrt" text;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "professional_public_servant" boolean;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "real_right" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_matricula" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_cnm" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "protocol" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_protocol_key" UNIQUE("protocol");--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_works_schedule_check" CHECK (char_length("project_settings"."works_schedule") <= 4000);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_origin_registration_check" CHECK (char_length("project_settings"."origin_registration") <= 200);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_origin_registry_office_check" CHECK (char_length("project_settings"."origin_registry_office") <= 300);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_name_check" CHECK (char_length("project_settings"."professional_name") <= 200);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_title_check" CHECK (char_length("project_settings"."professional_title") <= 100);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_registration_check" CHECK (char_length("project_settings"."professional_registration") <= 50);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_art_rrt_check" CHECK (char_length("project_settings"."professional_art_rrt") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_real_right_check" CHECK ("lots"."real_right" in ('LEGITIMACAO_FUNDIARIA', 'LEGITIMACAO_POSSE', 'CONCESSAO_USO_ESPECIAL_MORADIA', 'CONCESSAO_DIREITO_REAL_USO', 'DOACAO', 'COMPRA_VENDA', 'USUCAPIAO'));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_matricula_check" CHECK (char_length("lots"."registry_matricula") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_cnm_check" CHECK (char_length("lots"."registry_cnm") <= 30);