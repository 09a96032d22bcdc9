-- How an appealed impugnação was resolved, and when (Decreto 9.310/2018 art. 24, § 11, and art. 27, § 2º):
-- the emission's rule 'notificacoes-resolvidas' waits for it before the CRF or a título.
ALTER TABLE "notified_parties" ADD COLUMN "appeal_resolved_on" date;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD COLUMN "appeal_resolution" text;