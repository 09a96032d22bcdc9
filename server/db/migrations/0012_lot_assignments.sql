CREATE TABLE "lot_assignments" (
	"lot_id" integer NOT NULL,
	"work" text NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_assignments_lot_id_work_pk" PRIMARY KEY("lot_id","work"),
	CONSTRAINT "lot_assignments_work_check" CHECK ("lot_assignments"."work" in ('social', 'benfeitorias'))
);
--> statement-breakpoint
ALTER TABLE "lot_assignments" ADD CONSTRAINT "lot_assignments_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_assignments" ADD CONSTRAINT "lot_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_assignments" ADD CONSTRAINT "lot_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_assignments_user_idx" ON "lot_assignments" USING btree ("user_id");