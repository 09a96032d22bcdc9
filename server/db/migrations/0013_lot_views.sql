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
ALTER TABLE "lot_views" ADD CONSTRAINT "lot_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_views" ADD CONSTRAINT "lot_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_views_owner_name_key" ON "lot_views" USING btree ("owner_id",lower("name")) WHERE "lot_views"."project_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_views_project_name_key" ON "lot_views" USING btree ("project_id",lower("name")) WHERE "lot_views"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "lot_views_owner_idx" ON "lot_views" USING btree ("owner_id");