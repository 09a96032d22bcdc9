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
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_act_file_id_files_id_fk" FOREIGN KEY ("act_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_holidays" ADD CONSTRAINT "procedure_holidays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procedure_events_project_idx" ON "procedure_events" USING btree ("project_id","id");