-- A unit bought: the contract (compromisso, cessão or promessa de cessão) and the proof that the
-- buyer's obligations are paid, together the título hábil registered in the unit's matrícula
-- (Decreto 9.310/2018, art. 50, parágrafo único; art. 52, § 1º). The CRF waits for both.
ALTER TABLE "lots" ADD COLUMN "contrato_aquisicao_file_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "quitacao_aquisicao_file_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_contrato_aquisicao_file_id_fk" FOREIGN KEY ("contrato_aquisicao_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_quitacao_aquisicao_file_id_fk" FOREIGN KEY ("quitacao_aquisicao_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_contrato_aquisicao_file_id_idx" ON "lots" USING btree ("contrato_aquisicao_file_id") WHERE "lots"."contrato_aquisicao_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_quitacao_aquisicao_file_id_idx" ON "lots" USING btree ("quitacao_aquisicao_file_id") WHERE "lots"."quitacao_aquisicao_file_id" is not null;