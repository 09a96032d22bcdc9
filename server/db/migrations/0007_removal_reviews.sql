CREATE TABLE "removal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"event_id" bigint,
	"lot_id" integer,
	"target" text NOT NULL,
	"target_id" integer,
	"matched_by" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() + interval '15 days' NOT NULL,
	"decision" text,
	"reason" text,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "removal_reviews_target_check" CHECK ("removal_reviews"."target" in ('owner', 'spouse', 'child', 'resident')),
	CONSTRAINT "removal_reviews_target_id_check" CHECK (("removal_reviews"."target" in ('child', 'resident')) = ("removal_reviews"."target_id" is not null)),
	CONSTRAINT "removal_reviews_matched_by_check" CHECK (cardinality("removal_reviews"."matched_by") > 0 and "removal_reviews"."matched_by" <@ array['email', 'cpf']::text[]),
	CONSTRAINT "removal_reviews_due_check" CHECK ("removal_reviews"."due_at" > "removal_reviews"."created_at"),
	CONSTRAINT "removal_reviews_decision_check" CHECK ("removal_reviews"."decision" in ('erase', 'anonymise', 'legal_hold')),
	CONSTRAINT "removal_reviews_decided_check" CHECK (("removal_reviews"."decision" is null) = ("removal_reviews"."decided_at" is null) and ("removal_reviews"."decision" is null) = ("removal_reviews"."reason" is null)),
	CONSTRAINT "removal_reviews_reason_check" CHECK ("removal_reviews"."reason" is null or char_length(btrim("removal_reviews"."reason")) between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "lot_history" DROP CONSTRAINT "lot_history_action_check";--> statement-breakpoint
ALTER TABLE "removal_reviews" ADD CONSTRAINT "removal_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_reviews" ADD CONSTRAINT "removal_reviews_event_id_data_removal_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."data_removal_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_reviews" ADD CONSTRAINT "removal_reviews_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_reviews" ADD CONSTRAINT "removal_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_reviews_pending_idx" ON "removal_reviews" USING btree ("project_id","due_at") WHERE "removal_reviews"."decision" is null;--> statement-breakpoint
CREATE INDEX "removal_reviews_project_idx" ON "removal_reviews" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "removal_reviews_event_idx" ON "removal_reviews" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "removal_reviews_lot_idx" ON "removal_reviews" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "lot_history" ADD CONSTRAINT "lot_history_action_check" CHECK ("lot_history"."action" in ('created', 'updated', 'deleted', 'status', 'file_added', 'file_removed', 'lgpd_review'));