-- The e-mails to the global administrators about the signing certificate's end, one row per
-- administrator, certificate (its end) and notice, written with the send (two workers send once).
CREATE TABLE "certificate_notice_sends" (
	"user_id" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"notice" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_notice_sends_user_id_valid_until_notice_pk" PRIMARY KEY("user_id","valid_until","notice")
);
--> statement-breakpoint
ALTER TABLE "certificate_notice_sends" ADD CONSTRAINT "certificate_notice_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;