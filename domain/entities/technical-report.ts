import type { Choice } from '../enums/choice.ts';
import type { TechnicalQuestionType } from '../enums/reports.ts';
import { boolean, json, richText } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** The 20 paragraph sections of the customised Relatório Técnico, in report order (docs/entities.md#entities). */
export const technicalReportParagraphsEntity = defineEntity({
  resource: 'relatorio-tecnico',
  label: 'Relatório Técnico',
  pluralLabel: 'Relatórios Técnicos',
  fields: [
    richText('introducao', 'Introdução'),
    richText('apresentacao', 'Apresentação'),
    richText('diagnostico_ambiental', 'Diagnóstico ambiental'),
    richText('modalidade_regularizacao_fundiaria', 'Modalidade de regularização fundiária'),
    richText('diagnostico_juridico', 'Diagnóstico jurídico'),
    richText('relatorio_urbanistico', 'Relatório urbanístico'),
    richText('situacao_urbanistica', 'Situação urbanística'),
    richText('uso_ocupacao_solo', 'Uso e ocupação do solo'),
    richText('gabarito', 'Gabarito'),
    richText('equipamentos_uso_publico', 'Equipamentos de uso público'),
    richText('infraestrutura_existente', 'Infraestrutura existente'),
    richText('acessibilidade', 'Acessibilidade'),
    richText('sistema_viario', 'Sistema viário'),
    richText('sistema_transporte_publico_coletivo', 'Sistema de transporte público coletivo'),
    richText('sistema_abastecimento_agua', 'Sistema de abastecimento de água'),
    richText('sistema_esgotamento_sanitario', 'Sistema de esgotamento sanitário'),
    richText('sistema_drenagem', 'Sistema de drenagem'),
    richText('coleta_residuos_solidos', 'Coleta de resíduos sólidos'),
    richText('rede_energia_iluminacao', 'Rede de energia e iluminação pública'),
    richText('conclusoes_finais', 'Conclusões finais'),
  ],
});

/** The section keys and titles, for the paragraph editor and the PDF. */
export const TECHNICAL_REPORT_SECTIONS: readonly Choice<string>[] = technicalReportParagraphsEntity.fields.map((f) => ({
  id: f.name,
  name: f.label,
}));

/** What GET /projects/{id}/relatorio-tecnico answers besides the paragraphs. */
export const technicalReportEntity = defineEntity({
  resource: 'relatorio-tecnico-state',
  label: 'Relatório Técnico',
  pluralLabel: 'Relatórios Técnicos',
  fields: [
    /** Set by the server on load: paragraph mode rather than question mode. */
    boolean('customized', 'Personalizado', { readOnly: true }),
    /** Answers keyed by question prop. */
    json('answers', 'Respostas'),
  ],
});

/** One question of the fetched form definition (GET …/relatorio-tecnico/form). */
export interface TechnicalQuestion {
  prop: string;
  label: string;
  type: TechnicalQuestionType;
  example?: string;
  options?: string[];
  /** What the question means beyond its label, shown under the field (a label must fit a phone). */
  help?: string;
  /** A calculated value's screen, where it is changed ('Configuração de Relatórios'); the project's lots otherwise. */
  source?: string;
}
