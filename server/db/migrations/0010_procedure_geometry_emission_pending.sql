CREATE TABLE "notified_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"document" text,
	"address" text,
	"registry_ref" text,
	"notice_method" text,
	"notified_on" date,
	"impugnation_on" date,
	"impugnation_text" text,
	"impugnation_file_id" integer,
	"decision" text,
	"decision_notified_on" date,
	"appeal_on" date,
	"appeal_text" text,
	"tacit_agreement_on" date,
	"appeal_window_closed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "notified_parties_role_check" CHECK ("notified_parties"."role" in ('titular', 'responsavel', 'confrontante', 'terceiro')),
	CONSTRAINT "notified_parties_notice_method_check" CHECK ("notified_parties"."notice_method" in ('ar', 'edital')),
	CONSTRAINT "notified_parties_decision_check" CHECK ("notified_parties"."decision" in ('acolhida', 'rejeitada')),
	CONSTRAINT "notified_parties_document_check" CHECK ("notified_parties"."document" ~ '^([0-9]{11}|[0-9]{14})$'),
	CONSTRAINT "notified_parties_name_check" CHECK (char_length("notified_parties"."name") between 2 and 200),
	CONSTRAINT "notified_parties_silence_check" CHECK ("notified_parties"."tacit_agreement_on" is null or "notified_parties"."impugnation_on" is null)
);
--> statement-breakpoint
CREATE TABLE "procedure_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage" text NOT NULL,
	"date" date NOT NULL,
	"act_number" text,
	"note" text,
	"move" text NOT NULL,
	"reason" text,
	"requester" text,
	"legitimado" text,
	"modality" text,
	"publication_date" date,
	"act_file_id" integer,
	"automatic" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procedure_events_stage_check" CHECK ("procedure_events"."stage" in ('requerimento', 'instauracao', 'classificacao', 'notificacao', 'projeto', 'aprovacao', 'crf', 'prenotacao', 'registro')),
	CONSTRAINT "procedure_events_move_check" CHECK ("procedure_events"."move" in ('first', 'next', 'same', 'back', 'skip')),
	CONSTRAINT "procedure_events_legitimado_check" CHECK ("procedure_events"."legitimado" in ('poder_publico', 'beneficiarios', 'proprietarios', 'defensoria', 'ministerio_publico')),
	CONSTRAINT "procedure_events_modality_check" CHECK ("procedure_events"."modality" in ('S', 'E', 'mista')),
	CONSTRAINT "procedure_events_reason_check" CHECK ("procedure_events"."move" in ('first', 'next') or "procedure_events"."automatic" or char_length("procedure_events"."reason") >= 5),
	CONSTRAINT "procedure_events_note_check" CHECK (char_length("procedure_events"."note") <= 2000),
	CONSTRAINT "procedure_events_act_number_check" CHECK (char_length("procedure_events"."act_number") <= 100)
);
--> statement-breakpoint
CREATE TABLE "procedure_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "procedure_holidays_day_key" UNIQUE("project_id","date"),
	CONSTRAINT "procedure_holidays_name_check" CHECK (char_length("procedure_holidays"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "emissions" DROP CONSTRAINT "emissions_status_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "utm_zone" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_tolerance_pct" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_impugnation_file_id_files_id_fk" FOREIGN KEY ("impugnation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_act_file_id_files_id_fk" FOREIGN KEY ("act_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_holidays" ADD CONSTRAINT "procedure_holidays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notified_parties_project_idx" ON "notified_parties" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "procedure_events_project_idx" ON "procedure_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "emissions_pending_idx" ON "emissions" USING btree ("emitted_at") WHERE "emissions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_utm_zone_check" CHECK ("projects"."utm_zone" in ('18N', '19N', '20N', '21N', '22N', '18S', '19S', '20S', '21S', '22S', '23S', '24S', '25S'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_area_tolerance_pct_check" CHECK ("projects"."area_tolerance_pct" between 0.1 and 100);--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_status_check" CHECK ("emissions"."status" in ('valid', 'superseded', 'cancelled', 'pending'));