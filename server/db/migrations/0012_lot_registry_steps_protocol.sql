ALTER TABLE "lots" DROP CONSTRAINT "lots_registry_cnm_check";--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_prenotacao_number" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_prenotacao_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_text" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_exigencia_answered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "registry_registered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "title_delivered_on" date;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "title_delivered_to" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_prenotacao_number_check" CHECK (char_length("lots"."registry_prenotacao_number") <= 50);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_registry_exigencia_text_check" CHECK (char_length("lots"."registry_exigencia_text") <= 4000);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_title_delivered_to_check" CHECK (char_length("lots"."title_delivered_to") <= 200);--> statement-breakpoint
-- Valid CNMs typed with their mask (the field was free text until now) kept as their 16 digits,
-- the stored form of the cnm field (domain/registry/cnm.ts); anything else is left as typed.
UPDATE "lots" SET "registry_cnm" = regexp_replace("registry_cnm", '[^0-9]', '', 'g')
WHERE regexp_replace("registry_cnm", '[^0-9]', '', 'g') ~ '^[0-9]{16}$'
  AND "registry_cnm" ~ '^[0-9 .-]+$';--> statement-breakpoint
-- The lot's public protocol (domain/registry/protocol.ts, issue 16 part 6): nine characters drawn
-- from the alphabet without look-alikes and a check character, Σ (i × value) mod 31. The bytes
-- come from gen_random_uuid() (the server's strong random source), skipping the UUID's version
-- and variant bytes, each taken only below 248 (= 31 × 8) so that every character is equally likely.
-- It is the column's default: every lot gets one, whoever inserts it; a collision draws again.
CREATE OR REPLACE FUNCTION lot_protocol() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  raw bytea;
  b int;
  v int;
  body text;
  total int;
  candidate text;
BEGIN
  LOOP
    raw := decode(replace(gen_random_uuid()::text, '-', ''), 'hex') || decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    body := '';
    total := 0;
    FOR n IN 0..31 LOOP
      EXIT WHEN length(body) = 9;
      CONTINUE WHEN n % 16 IN (6, 8);
      b := get_byte(raw, n);
      CONTINUE WHEN b >= 248;
      v := b % 31;
      body := body || substr(alphabet, v + 1, 1);
      total := total + length(body) * v;
    END LOOP;
    CONTINUE WHEN length(body) < 9;
    candidate := body || substr(alphabet, total % 31 + 1, 1);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "lots" WHERE "protocol" = candidate);
  END LOOP;
  RETURN candidate;
END;
$$;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "protocol" SET DEFAULT lot_protocol();--> statement-breakpoint
UPDATE "lots" SET "protocol" = lot_protocol() WHERE "protocol" IS NULL;
