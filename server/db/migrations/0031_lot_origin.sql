-- The registration a unit comes from and its owner, when the núcleo comes from more than one (Decreto
-- 9.310/2018 arts. 47 and 48, I): the CRF and the registry package name them per unit; a vacant, unsold
-- unit's matrícula opens in that owner's name (art. 52).
ALTER TABLE "lots" ADD COLUMN "origin_registration" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "origin_owner_name" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_origin_registration_check" CHECK (char_length("lots"."origin_registration") <= 200);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_origin_owner_name_check" CHECK (char_length("lots"."origin_owner_name") <= 300);