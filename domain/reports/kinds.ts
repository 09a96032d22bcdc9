/**
 * The report kinds of docs/api.md#api ("Report kinds"), their titles and file names, declared once:
 * the server's routes and generators, the mock API and the SPA's buttons and downloads use
 * these. The CRF is also a spreadsheet: `GET /projects/{id}/cert-reg-fund?format=xlsx`.
 */
export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const REPORT_KINDS = [
  'socioeconomic-report',
  'residents-report',
  'cadastro-social-report',
  'user-assignment-report',
  'cert-reg-fund',
  'titulo-legitimacao',
  'memorial-descritivo',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Kinds a group job may generate (documents per núcleo — CRF, títulos — are per project). */
export const GROUP_KINDS = [
  'socioeconomic-report',
  'residents-report',
  'cadastro-social-report',
  'user-assignment-report',
] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** Official documents: numbered, signed and registered by server/emissions (the emission register). */
export const DOCUMENT_KINDS: readonly ReportKind[] = ['cert-reg-fund', 'titulo-legitimacao'];

export const TITLES: Record<ReportKind, string> = {
  'socioeconomic-report': 'Relatório Socioeconômico',
  'residents-report': 'Relatório de Moradores',
  'cadastro-social-report': 'Cadastro Social',
  'user-assignment-report': 'Relatório de Produtividade',
  'cert-reg-fund': 'Certidão de Regularização Fundiária',
  'titulo-legitimacao': 'Títulos de Legitimação Fundiária',
  'memorial-descritivo': 'Memorial Descritivo das Unidades Imobiliárias',
};

export const SUMMARIES: Record<ReportKind, string> = {
  'socioeconomic-report': 'Relatório socioeconômico (PDF): totais e distribuições, e uma seção por família',
  'residents-report': 'Relatório de moradores (PDF): quem mora em cada lote',
  'cadastro-social-report': 'Cadastro social (PDF): a ficha cadastral de cada lote',
  'user-assignment-report': 'Relatório de produtividade por usuário (PDF), dos eventos dos lotes',
  'cert-reg-fund': 'Certidão de Regularização Fundiária — CRF (PDF, ou XLSX com format=xlsx)',
  'titulo-legitimacao': 'Títulos de legitimação fundiária (PDF, um por lote)',
  'memorial-descritivo':
    'Memorial descritivo das unidades imobiliárias (PDF): a descrição técnica de cada lote pelos vértices P1–P4 (Decreto 9.310/2018, art. 32, II)',
};

/** A file name without characters that file systems refuse. */
const clean = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export function fileName(
  kind: ReportKind,
  projectName: string,
  options: { xlsx?: boolean; singleResident?: boolean } = {},
): string {
  const title = kind === 'cert-reg-fund' ? 'CRF' : TITLES[kind];
  const variant = options.singleResident ? ' (famílias de uma pessoa)' : '';
  return `${clean(`${title}${variant} - ${projectName}`)}.${options.xlsx ? 'xlsx' : 'pdf'}`;
}

export const customFileName = (projectName: string) => `${clean(`Relatório Personalizado - ${projectName}`)}.xlsx`;

/** The group reports' file names, as the spec's client saves them. */
export const GROUP_FILE_NAMES: Record<GroupKind, string> = {
  'socioeconomic-report': 'Relatório Socioeconômico-Todas as Etapas.pdf',
  'residents-report': 'Relatório de Moradores-Todas as Etapas.pdf',
  'cadastro-social-report': 'Cadastro Social-Todas as Etapas.pdf',
  'user-assignment-report': 'Relatório de Produtividade-Todas as Etapas.pdf',
};

export { RUNNING_JOB_STATUSES } from '../enums/reports.ts';
