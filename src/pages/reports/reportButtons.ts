import type { ReportKind } from '../../providers/data/reports';

/** One report button of the Relatórios page: its kind, format and label key (docs/screens.md#screens, docs/api.md#api). */
export interface ReportButton {
  key: string;
  kind: ReportKind;
  format?: 'pdf' | 'xlsx';
  singleResident?: boolean;
  label: string;
}

export const REPORT_BUTTONS: readonly ReportButton[] = [
  { key: 'crf-pdf', kind: 'cert-reg-fund', format: 'pdf', label: 'app.reports.kinds.crf_pdf' },
  { key: 'crf-xlsx', kind: 'cert-reg-fund', format: 'xlsx', label: 'app.reports.kinds.crf_xlsx' },
  { key: 'titulos', kind: 'titulo-legitimacao', label: 'app.reports.kinds.titulos' },
  { key: 'memorial', kind: 'memorial-descritivo', label: 'app.reports.kinds.memorial' },
  { key: 'socioeconomic', kind: 'socioeconomic-report', label: 'app.reports.kinds.socioeconomic' },
  { key: 'residents', kind: 'residents-report', label: 'app.reports.kinds.residents' },
  { key: 'cadastro-social', kind: 'cadastro-social-report', label: 'app.reports.kinds.cadastro_social' },
  { key: 'user-assignment', kind: 'user-assignment-report', label: 'app.reports.kinds.user_assignment' },
];

/** 'Relatório de morador único': the socio-economic report of one-person households. */
export const SINGLE_RESIDENT_BUTTON: ReportButton = {
  key: 'single-resident',
  kind: 'socioeconomic-report',
  singleResident: true,
  label: 'app.reports.kinds.single_resident',
};
