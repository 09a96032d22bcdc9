import type { z } from 'zod';
import type { legalAnswer, ruleResult } from '../../../domain/api/legal.ts';
import type { HttpClient } from '../httpClient';

/** Where to fix what a rule found: a field of the lot form (its tab) or of the project's report settings. */
export type LegalFieldLink = LegalRuleState['fields'][number];

/** One legal rule (issue 14) on one lot, as the server evaluated it. */
export type LegalRuleState = z.infer<typeof ruleResult>;

/** `GET /lots/{id}/legal`: the server's answer schema (domain/api/legal.ts). */
export type LotLegal = z.infer<typeof legalAnswer>;

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
