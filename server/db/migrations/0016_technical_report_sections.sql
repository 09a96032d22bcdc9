CREATE TABLE "technical_report_sections" (
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "technical_report_sections_pkey" PRIMARY KEY("project_id","key"),
	CONSTRAINT "technical_report_sections_key_check" CHECK ("technical_report_sections"."key" in ('introducao', 'apresentacao', 'diagnostico_ambiental', 'modalidade_regularizacao_fundiaria', 'diagnostico_juridico', 'relatorio_urbanistico', 'situacao_urbanistica', 'uso_ocupacao_solo', 'gabarito', 'equipamentos_uso_publico', 'infraestrutura_existente', 'acessibilidade', 'sistema_viario', 'sistema_transporte_publico_coletivo', 'sistema_abastecimento_agua', 'sistema_esgotamento_sanitario', 'sistema_drenagem', 'coleta_residuos_solidos', 'rede_energia_iluminacao', 'conclusoes_finais'))
);
--> statement-breakpoint
ALTER TABLE "technical_reports" DROP CONSTRAINT "technical_reports_paragraphs_check";--> statement-breakpoint
ALTER TABLE "technical_report_sections" ADD CONSTRAINT "technical_report_sections_project_id_technical_reports_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."technical_reports"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The customised text moves from one jsonb column to one row per section (server/db/schema/reports.ts,
-- issue #19 goal 5): each section saved as text, under a key the report has, goes across as it was;
-- anything else the column held was never read (server/studies/technical/service.ts filled such a
-- section with generated text, as it still does for a section with no row).
INSERT INTO "technical_report_sections" ("project_id", "key", "html")
  SELECT r."project_id", s."key", s."value" #>> '{}'
    FROM "technical_reports" r, jsonb_each(r."paragraphs") s
   WHERE jsonb_typeof(s."value") = 'string'
     AND s."key" IN ('introducao', 'apresentacao', 'diagnostico_ambiental', 'modalidade_regularizacao_fundiaria', 'diagnostico_juridico', 'relatorio_urbanistico', 'situacao_urbanistica', 'uso_ocupacao_solo', 'gabarito', 'equipamentos_uso_publico', 'infraestrutura_existente', 'acessibilidade', 'sistema_viario', 'sistema_transporte_publico_coletivo', 'sistema_abastecimento_agua', 'sistema_esgotamento_sanitario', 'sistema_drenagem', 'coleta_residuos_solidos', 'rede_energia_iluminacao', 'conclusoes_finais');--> statement-breakpoint
ALTER TABLE "technical_reports" DROP COLUMN "paragraphs";