CREATE TABLE "app_account_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_account_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"role" text NOT NULL,
	"child_id" integer,
	"resident_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_account_lots_role_check" CHECK ("app_account_lots"."role" in ('owner', 'spouse', 'child', 'resident')),
	CONSTRAINT "app_account_lots_child_check" CHECK (("app_account_lots"."role" = 'child') = ("app_account_lots"."child_id" is not null)),
	CONSTRAINT "app_account_lots_resident_check" CHECK (("app_account_lots"."role" = 'resident') = ("app_account_lots"."resident_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "data_removal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"address_hash" text NOT NULL,
	"request_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "data_removal_events_kind_check" CHECK ("data_removal_events"."kind" in ('requested', 'removed', 'refused')),
	CONSTRAINT "data_removal_events_outcome_check" CHECK ("data_removal_events"."outcome" in ('link_issued', 'unknown', 'limited', 'removed', 'used', 'expired')),
	CONSTRAINT "data_removal_events_address_hash_check" CHECK ("data_removal_events"."address_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "data_removal_events_detail_check" CHECK (jsonb_typeof("data_removal_events"."detail") = 'object')
);
--> statement-breakpoint
CREATE TABLE "lot_anonymisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"anonymised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parts" text[] NOT NULL,
	"event_id" bigint,
	CONSTRAINT "lot_anonymisations_parts_check" CHECK (cardinality("lot_anonymisations"."parts") > 0 and "lot_anonymisations"."parts" <@ array['owner', 'spouse', 'children', 'residents']::text[])
);
--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "address_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "app_account_lots" ADD CONSTRAINT "app_account_lots_app_account_id_app_accounts_id_fk" FOREIGN KEY ("app_account_id") REFERENCES "public"."app_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_account_lots" ADD CONSTRAINT "app_account_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_account_lots" ADD CONSTRAINT "app_account_lots_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_account_lots" ADD CONSTRAINT "app_account_lots_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_removal_events" ADD CONSTRAINT "data_removal_events_request_id_data_removal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_removal_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_anonymisations" ADD CONSTRAINT "lot_anonymisations_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_anonymisations" ADD CONSTRAINT "lot_anonymisations_event_id_data_removal_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."data_removal_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_account_lots_account_idx" ON "app_account_lots" USING btree ("app_account_id");--> statement-breakpoint
CREATE INDEX "app_account_lots_lot_idx" ON "app_account_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "app_account_lots_child_idx" ON "app_account_lots" USING btree ("child_id") WHERE "app_account_lots"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "app_account_lots_resident_idx" ON "app_account_lots" USING btree ("resident_id") WHERE "app_account_lots"."resident_id" is not null;--> statement-breakpoint
CREATE INDEX "data_removal_events_address_at_idx" ON "data_removal_events" USING btree ("address_hash","at");--> statement-breakpoint
CREATE INDEX "data_removal_events_request_idx" ON "data_removal_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "lot_anonymisations_lot_idx" ON "lot_anonymisations" USING btree ("lot_id","anonymised_at");--> statement-breakpoint
CREATE INDEX "lot_anonymisations_event_idx" ON "lot_anonymisations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "data_removal_requests_address_idx" ON "data_removal_requests" USING btree ("address_hash") WHERE "data_removal_requests"."email" is not null;--> statement-breakpoint
CREATE INDEX "data_removal_requests_pending_idx" ON "data_removal_requests" USING btree ("expires_at") WHERE "data_removal_requests"."email" is not null;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD CONSTRAINT "data_removal_requests_address_hash_check" CHECK ("data_removal_requests"."address_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD CONSTRAINT "data_removal_requests_email_check" CHECK ("data_removal_requests"."used_at" is null or "data_removal_requests"."email" is null);