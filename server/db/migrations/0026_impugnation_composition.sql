-- An impugnação accepted in part, or not accepted, goes to the extrajudicial composition of conflicts
-- (Decreto 9.310/2018, art. 24, § 7º): the two decisions, and how and when the composition ended
-- (art. 27, § 2º), which the emission rule 'notificacoes-resolvidas' waits for.
ALTER TABLE "notified_parties" DROP CONSTRAINT "notified_parties_decision_check";--> statement-breakpoint
ALTER TABLE "notified_parties" ADD COLUMN "composition_resolved_on" date;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD COLUMN "composition_resolution" text;--> statement-breakpoint
ALTER TABLE "notified_parties" ADD CONSTRAINT "notified_parties_decision_check" CHECK ("notified_parties"."decision" in ('acolhida', 'acolhida-parcialmente', 'nao-acolhida', 'rejeitada'));