import { sql, type SQL } from 'drizzle-orm';
import type { RegistryStage } from '../../domain/registry/stages.ts';
import { lots } from '../db/schema/index.ts';

/**
 * The lot's registry stage in SQL, for filtering and listing many lots (the lots workbench):
 * the same order of tests as the domain's `registryStage` (domain/registry/stages.ts), which
 * stays the one statement of the rule; server/workbench/workbench.test.ts checks that the two
 * agree on every combination of facts, on both engines.
 */
export const REGISTRY_STAGE_SQL: SQL<RegistryStage> = sql<RegistryStage>`(case
  when ${lots.title_delivered_on} is not null then 'entregue'
  when ${lots.registry_registered_on} is not null then 'registrado'
  when ${lots.registry_exigencia_on} is not null and ${lots.registry_exigencia_answered_on} is null then 'exigencia'
  when ${lots.registry_prenotacao_on} is not null then 'prenotado'
  else 'pendente' end)`;
