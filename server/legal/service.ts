import { eq } from 'drizzle-orm';
import type { RuleResult } from '../../domain/legal/types.ts';
import type { Db } from '../db/connection.ts';
import { lots } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { evaluateLot } from './gate.ts';
import type { LegalAnswer } from '../../domain/api/legal.ts';

const allowed = (rules: readonly RuleResult[], kind: 'titulo-legitimacao' | 'cert-reg-fund') =>
  !rules.some((r) => r.state === 'blocked' && r.documents.includes(kind));

/** GET /lots/{id}/legal (access checked by the caller). */
export async function lotLegalState(db: Db, userId: number, lotId: number): Promise<LegalAnswer> {
  const [lot] = await db.select({ project_id: lots.project_id }).from(lots).where(eq(lots.id, lotId));
  if (!lot) throw notFound();
  const rules = await evaluateLot(db, userId, lotId);
  return {
    lot_id: lotId,
    project_id: lot.project_id,
    titulo_allowed: allowed(rules, 'titulo-legitimacao'),
    crf_allowed: allowed(rules, 'cert-reg-fund'),
    rules: rules.map((r) => ({ ...r, documents: [...r.documents] })),
  };
}
