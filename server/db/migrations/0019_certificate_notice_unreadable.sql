-- A signing certificate that cannot be opened (a wrong password after a renewal) has no end to
-- read: its daily notice to the administrators is kept with no valid_until, and a null is one value
-- of the key (NULLS NOT DISTINCT, PostgreSQL 15+), so each notice still goes once.
ALTER TABLE "certificate_notice_sends" DROP CONSTRAINT "certificate_notice_sends_user_id_valid_until_notice_pk";--> statement-breakpoint
ALTER TABLE "certificate_notice_sends" ALTER COLUMN "valid_until" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_notice_sends" ADD CONSTRAINT "certificate_notice_sends_key" UNIQUE NULLS NOT DISTINCT("user_id","valid_until","notice");