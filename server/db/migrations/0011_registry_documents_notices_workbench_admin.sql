CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_check" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "lot_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" text[] NOT NULL,
	"sort" text DEFAULT 'name' NOT NULL,
	"order" text DEFAULT 'asc' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_views_filters_check" CHECK (jsonb_typeof("lot_views"."filters") = 'object'),
	CONSTRAINT "lot_views_sort_check" CHECK ("lot_views"."sort" in ('name', 'project_name', 'block_name', 'status', 'project_phase', 'owner_name', 'spouse_name', 'inscricao_imobiliaria', 'updated_at')),
	CONSTRAINT "lot_views_order_check" CHECK ("lot_views"."order" in ('asc', 'desc')),
	CONSTRAINT "lot_views_name_check" CHECK (char_length("lot_views"."name") between 1 and 80)
);
--> statement-breakpoint
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
ALTER TABLE "lots" ADD COLUMN "registry_prenotacao_number" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_prenotacao_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_text" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_answered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_registered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_matricula" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_cnm" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "title_delivered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "title_delivered_to" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "protocol" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_views" ADD CONSTRAINT "lot_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_views" ADD CONSTRAINT "lot_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "digest_sends_day_idx" ON "digest_sends" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_views_owner_name_key" ON "lot_views" USING btree ("owner_id",lower("name")) WHERE "lot_views"."project_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_views_project_name_key" ON "lot_views" USING btree ("project_id",lower("name")) WHERE "lot_views"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "lot_views_owner_idx" ON "lot_views" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_name_key" ON "project_groups" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_protocol_key" UNIQUE("protocol");--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_works_schedule_check" CHECK (char_length("project_settings"."works_schedule") <= 4000);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_origin_registration_check" CHECK (char_length("project_settings"."origin_registration") <= 200);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_origin_registry_office_check" CHECK (char_length("project_settings"."origin_registry_office") <= 300);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_name_check" CHECK (char_length("project_settings"."professional_name") <= 200);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_title_check" CHECK (char_length("project_settings"."professional_title") <= 100);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_registration_check" CHECK (char_length("project_settings"."professional_registration") <= 50);--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_professional_art_rrt_check" CHECK (char_length("project_settings"."professional_art_rrt") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_real_right_check" CHECK ("lots"."real_right" in ('LEGITIMACAO_FUNDIARIA', 'LEGITIMACAO_POSSE', 'CONCESSAO_USO_ESPECIAL_MORADIA', 'CONCESSAO_DIREITO_REAL_USO', 'DOACAO', 'COMPRA_VENDA', 'USUCAPIAO'));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_prenotacao_number_check" CHECK (char_length("lots"."registry_prenotacao_number") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_exigencia_text_check" CHECK (char_length("lots"."registry_exigencia_text") <= 4000);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_matricula_check" CHECK (char_length("lots"."registry_matricula") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_title_delivered_to_check" CHECK (char_length("lots"."title_delivered_to") <= 200);--> statement-breakpoint
-- The bare group numbers in use become named groups with the same id, so that projects.group_id
-- keeps pointing at the same group (issue #18 part 7): "Grupo 1", "Grupo 2"...
INSERT INTO "project_groups" ("id", "name")
SELECT DISTINCT "group_id", 'Grupo ' || "group_id" FROM "projects" WHERE "group_id" IS NOT NULL ORDER BY 1;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('project_groups', 'id'), coalesce((SELECT max("id") FROM "project_groups"), 0) + 1, false);--> statement-breakpoint
-- The lot's public protocol (domain/registry/protocol.ts, issue 16 part 6): nine characters drawn
-- from the alphabet without look-alikes and a check character, Σ (i × value) mod 31. The bytes
-- come from gen_random_uuid() (the server's strong random source), skipping the UUID's version
-- and variant bytes, each taken only below 248 (= 31 × 8) so that every character is equally likely.
-- It is the column's default: every lot gets one, whoever inserts it; a collision draws again.
CREATE OR REPLACE FUNCTION lot_protocol() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  raw bytea;
  b int;
  v int;
  body text;
  total int;
  candidate text;
BEGIN
  LOOP
    raw := decode(replace(gen_random_uuid()::text, '-', ''), 'hex') || decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    body := '';
    total := 0;
    FOR n IN 0..31 LOOP
      EXIT WHEN length(body) = 9;
      CONTINUE WHEN n % 16 IN (6, 8);
      b := get_byte(raw, n);
      CONTINUE WHEN b >= 248;
      v := b % 31;
      body := body || substr(alphabet, v + 1, 1);
      total := total + length(body) * v;
    END LOOP;
    CONTINUE WHEN length(body) < 9;
    candidate := body || substr(alphabet, total % 31 + 1, 1);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "lots" WHERE "protocol" = candidate);
  END LOOP;
  RETURN candidate;
END;
$$;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "protocol" SET DEFAULT lot_protocol();--> statement-breakpoint
UPDATE "lots" SET "protocol" = lot_protocol() WHERE "protocol" IS NULL;
