ALTER TABLE "emissions" DROP CONSTRAINT "emissions_status_check";--> statement-breakpoint
CREATE INDEX "emissions_pending_idx" ON "emissions" USING btree ("emitted_at") WHERE "emissions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "emissions" ADD CONSTRAINT "emissions_status_check" CHECK ("emissions"."status" in ('valid', 'superseded', 'cancelled', 'pending'));