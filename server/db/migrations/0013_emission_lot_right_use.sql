ALTER TABLE "emission_lots" ADD COLUMN "real_right" text;--> statement-breakpoint
ALTER TABLE "emission_lots" ADD COLUMN "uso_do_lote" text;--> statement-breakpoint
-- Decreto 9.310/2018 art. 16, §1º, II counts only an earlier legitimação (de posse or fundiária)
-- of a property with the same purpose. Emissions made before these columns: a título is a
-- legitimação fundiária by definition; a CRF's lots take the right and use they have now (the
-- best record there is). A lot with neither stays null, which the rule reads as a legitimação of
-- any purpose: the stricter reading.
UPDATE "emission_lots" SET "real_right" = l."real_right", "uso_do_lote" = l."uso_do_lote" FROM "lots" l WHERE l."id" = "emission_lots"."lot_id";--> statement-breakpoint
UPDATE "emission_lots" SET "real_right" = 'LEGITIMACAO_FUNDIARIA' FROM "emissions" e WHERE e."id" = "emission_lots"."emission_id" AND e."kind" = 'titulo-legitimacao';
