-- The fair value of a Reurb-E unit on public land and the day it was paid: the acquisition of
-- real rights by the occupant is conditioned on it (Decreto 9.310/2018, art. 9º).
ALTER TABLE "lots" ADD COLUMN "valor_justo" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "valor_justo_pago_em" date;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_valor_justo_check" CHECK ("lots"."valor_justo" >= 0.01);