CREATE TABLE "emission_counters" (
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "emission_counters_pkey" PRIMARY KEY("project_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "emission_lots" (
	"emission_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"holder_cpf" text,
	"partner_cpf" text,
	"holder_name" text,
	CONSTRAINT "emission_lots_pkey" PRIMARY KEY("emission_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "emissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"emitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emitted_by" integer,
	"sha256" text,
	"verification_code" text,
	"complementar_of" integer,
	"file_key" text,
	"format" text DEFAULT 'pdf' NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"superseded_by" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"legacy" boolean DEFAULT false NOT NULL,
	CONSTRAINT "emissions_verification_code_key" UNIQUE("verification_code"),
	CONSTRAINT "emissions_number_key" UNIQUE("project_id","kind","year","number"),
	CONSTRAINT "emissions_kind_check" CHECK ("emissions"."kind" in ('titulo-legitimacao', 'cert-reg-fund')),
	CONSTRAINT "emissions_status_check" CHECK ("emissions"."status" in ('valid', 'superseded', 'cancelled')),
	CONSTRAINT "emissions_format_check" CHECK ("emissions"."format" in ('pdf', 'xlsx')),
	CONSTRAINT "emissions_number_check" CHECK ("emissions"."number" > 0),
	CONSTRAINT "emissions_filter_check" CHECK (jsonb_typeof("emissions"."filter") = 'object')
);
--> statement-breakpoint
ALTER TABLE "emission_counters" ADD CONSTRAINT "emission_counters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_lots" ADD CONSTRAINT "emission_lots_emission_id_emissions_id_fk" FOREIGN KEY ("emission_id") REFERENCES "public"."emissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_lots" ADD CONSTRAINT "emission_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_emitted_by_users_id_fk" FOREIGN KEY ("emitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_complementar_of_emissions_id_fk" FOREIGN KEY ("complementar_of") REFERENCES "public"."emissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_superseded_by_emissions_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."emissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_lots_lot_idx" ON "emission_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "emission_lots_holder_cpf_idx" ON "emission_lots" USING btree ("holder_cpf");--> statement-breakpoint
CREATE INDEX "emission_lots_partner_cpf_idx" ON "emission_lots" USING btree ("partner_cpf");--> statement-breakpoint
CREATE INDEX "emissions_project_idx" ON "emissions" USING btree ("project_id","emitted_at");--> statement-breakpoint
CREATE INDEX "emissions_file_idx" ON "emissions" USING btree ("file_key");--> statement-breakpoint
-- The documents emitted before the register (the document_emitted lot events) become legacy
-- rows: a título per event, a CRF per statement that recorded it (one project, user, format
-- and instant), numbered per project, kind and year (America/Sao_Paulo) in the order they
-- happened, with no stored bytes, hash or verification code. The events stay in the history.
ALTER TABLE "emissions" ADD COLUMN "legacy_key" text;--> statement-breakpoint
WITH events AS (
	SELECT e.id, e.lot_id, e.project_id, e.user_id, e.at, e.detail->>'report_type' AS kind,
		coalesce(nullif(e.detail->>'format', ''), 'pdf') AS format,
		extract(year FROM e.at AT TIME ZONE 'America/Sao_Paulo')::int AS year
	FROM "lot_events" e
	WHERE e.kind = 'document_emitted' AND e.detail->>'report_type' IN ('titulo-legitimacao', 'cert-reg-fund')
), documents AS (
	SELECT project_id, kind, year, format, min(at) AS at, min(user_id) AS user_id,
		CASE WHEN kind = 'titulo-legitimacao' THEN 'e' || id::text
			ELSE concat_ws('|', project_id, user_id, format, at) END AS legacy_key
	FROM events
	GROUP BY project_id, kind, year, format,
		CASE WHEN kind = 'titulo-legitimacao' THEN 'e' || id::text ELSE concat_ws('|', project_id, user_id, format, at) END
)
INSERT INTO "emissions" ("project_id", "kind", "number", "year", "status", "emitted_at", "emitted_by", "format", "legacy", "legacy_key")
SELECT project_id, kind, row_number() OVER (PARTITION BY project_id, kind, year ORDER BY at, legacy_key), year, 'valid', at, user_id,
	CASE WHEN format = 'xlsx' THEN 'xlsx' ELSE 'pdf' END, true, legacy_key
FROM documents;--> statement-breakpoint
INSERT INTO "emission_lots" ("emission_id", "lot_id", "holder_cpf", "partner_cpf", "holder_name")
SELECT DISTINCT ON (m.id, e.lot_id) m.id, e.lot_id,
	nullif(regexp_replace(coalesce(l.cpf, ''), '[^0-9]', '', 'g'), ''),
	nullif(regexp_replace(coalesce(l.spouse_cpf, ''), '[^0-9]', '', 'g'), ''),
	l.owner_name
FROM "lot_events" e
JOIN "lots" l ON l.id = e.lot_id
JOIN "emissions" m ON m.legacy_key = CASE WHEN e.detail->>'report_type' = 'titulo-legitimacao' THEN 'e' || e.id::text
	ELSE concat_ws('|', e.project_id, e.user_id, coalesce(nullif(e.detail->>'format', ''), 'pdf'), e.at) END
WHERE e.kind = 'document_emitted';--> statement-breakpoint
-- A lot titled twice before the register: the later título supersedes the earlier.
UPDATE "emissions" m SET "status" = 'superseded', "superseded_by" = (
	SELECT n.id FROM "emissions" n
	JOIN "emission_lots" nl ON nl.emission_id = n.id
	JOIN "emission_lots" ml ON ml.lot_id = nl.lot_id AND ml.emission_id = m.id
	WHERE n.kind = 'titulo-legitimacao' AND (n.emitted_at, n.id) > (m.emitted_at, m.id)
	ORDER BY n.emitted_at, n.id LIMIT 1
)
WHERE m.legacy AND m.kind = 'titulo-legitimacao' AND EXISTS (
	SELECT 1 FROM "emissions" n
	JOIN "emission_lots" nl ON nl.emission_id = n.id
	JOIN "emission_lots" ml ON ml.lot_id = nl.lot_id AND ml.emission_id = m.id
	WHERE n.kind = 'titulo-legitimacao' AND (n.emitted_at, n.id) > (m.emitted_at, m.id)
);--> statement-breakpoint
INSERT INTO "emission_counters" ("project_id", "kind", "year", "last_number")
SELECT project_id, kind, year, max(number) FROM "emissions" GROUP BY project_id, kind, year;--> statement-breakpoint
ALTER TABLE "emissions" DROP COLUMN "legacy_key";
