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
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_impugnation_file_id_files_id_fk" FOREIGN KEY ("impugnation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notified_parties_project_idx" ON "notified_parties" USING btree ("project_id","id");