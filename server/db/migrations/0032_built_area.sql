-- The built area of a lot's building, which the notícia for its averbação in Reurb-S states (Decreto
-- 9.310/2018, art. 72; free up to 70 m² of a first residential construction, art. 54, V).
ALTER TABLE "lots" ADD COLUMN "area_construida" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_area_construida_check" CHECK ("lots"."area_construida" >= 0);