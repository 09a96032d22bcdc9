-- The registry office of a lot's circunscrição when it is not the núcleo's (Decreto 9.310/2018, art. 41):
-- the registry package gives each office its own lots.
ALTER TABLE "lots" ADD COLUMN "registry_office" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_office_check" CHECK (char_length("lots"."registry_office") <= 300);