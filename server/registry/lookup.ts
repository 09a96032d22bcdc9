import { and, eq, or } from 'drizzle-orm';
import { normaliseProtocol } from '../../domain/registry/protocol.ts';
import {
  isProcedureStage,
  PUBLIC_PROJECT_TEXT,
  PUBLIC_REGISTRY_TEXT,
  REGISTRY_STAGES,
  registryStage,
  type RegistryStage,
} from '../../domain/registry/stages.ts';
import { STAGE_CHOICES, type ProcedureStage } from '../../domain/procedure/stages.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import type { Db } from '../db/connection.ts';
import { lots } from '../db/schema/index.ts';
import { maskName } from '../emissions/code.ts';
import { currentStage } from '../procedure/events.ts';

/** The public answer (docs/api.md#api): the two stages, their plain-Portuguese texts and the masked holder. */
export interface PublicLookupAnswer {
  project_stage: ProcedureStage | 'nao_iniciado';
  lot_stage: RegistryStage;
  project_stage_text: string;
  lot_stage_label: string;
  lot_stage_text: string;
  holder: string;
}

/**
 * `POST /public/lookup` (issue 16 part 6, no sign-in): the lot whose protocol and holder's
 * birth date both match, or null. One indexed query whatever is wrong, so a wrong protocol and
 * a wrong date cost the same and answer the same (no telling which protocols exist); a protocol
 * whose check character fails is looked up all the same, as one that cannot match. The birth
 * date is the owner's or, when the título is in the couple's names, the companion's (either may
 * be the one who asks; neither learns anything of the other beyond the masked owner's name).
 */
export async function publicLookup(db: Db, protocol: string, birthDate: string): Promise<PublicLookupAnswer | null> {
  const stored = normaliseProtocol(protocol) ?? '';
  const [lot] = await db
    .select({
      project_id: lots.project_id,
      owner_name: lots.owner_name,
      registry_prenotacao_on: lots.registry_prenotacao_on,
      registry_exigencia_on: lots.registry_exigencia_on,
      registry_exigencia_answered_on: lots.registry_exigencia_answered_on,
      registry_registered_on: lots.registry_registered_on,
      title_delivered_on: lots.title_delivered_on,
    })
    .from(lots)
    .where(and(eq(lots.protocol, stored), or(eq(lots.birth_date, birthDate), eq(lots.companion_birth_date, birthDate))))
    .limit(1);
  if (!lot) return null;
  const stage = await currentStage(db, lot.project_id);
  const projectStage = isProcedureStage(stage) ? stage : 'nao_iniciado';
  const lotStage = registryStage(lot);
  return {
    project_stage: projectStage,
    lot_stage: lotStage,
    project_stage_text:
      projectStage === 'nao_iniciado'
        ? PUBLIC_PROJECT_TEXT.nao_iniciado
        : `${labelOf(STAGE_CHOICES, projectStage)}: ${PUBLIC_PROJECT_TEXT[projectStage]}`,
    lot_stage_label: labelOf(REGISTRY_STAGES, lotStage),
    lot_stage_text: PUBLIC_REGISTRY_TEXT[lotStage],
    holder: maskName(lot.owner_name),
  };
}
