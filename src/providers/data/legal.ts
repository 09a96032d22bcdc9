import type { HttpClient } from '../httpClient';

/** Where to fix what a rule found: a field of the lot form (its tab) or of the project's report settings. */
export interface LegalFieldLink {
  resource: 'lots' | 'project-settings';
  field: string;
  label: string;
  tab: string | null;
}

/** One legal rule (issue 14) on one lot, as the server evaluated it. */
export interface LegalRuleState {
  id: string;
  title: string;
  article: string;
  description: string;
  severity: 'blocking' | 'warning';
  documents: Array<'titulo-legitimacao' | 'cert-reg-fund'>;
  state: 'passed' | 'blocked' | 'warning' | 'not_applicable';
  messages: string[];
  fields: LegalFieldLink[];
  lots: Array<{ id: number; name: string; block_name: string; project_id: number; project_name: string }>;
}

/** `GET /lots/{id}/legal`. */
export interface LotLegal {
  lot_id: number;
  project_id: number;
  titulo_allowed: boolean;
  crf_allowed: boolean;
  rules: LegalRuleState[];
}

/** The dataProvider's typed calls for: the lot's legal conformity (issue 14). */
export interface LegalMethods {
  /** `GET /lots/{id}/legal` (every member of the project); failures are thrown. */
  getLotLegal(lotId: number): Promise<LotLegal>;
}

export function legalMethods(apiUrl: string, httpClient: HttpClient): LegalMethods {
  return {
    async getLotLegal(lotId) {
      return (await httpClient(`${apiUrl}/lots/${lotId}/legal`)).json as LotLegal;
    },
  };
}
