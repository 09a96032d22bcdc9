import { childEntity } from '../entities/child.ts';
import { lotEntity } from '../entities/lot/index.ts';
import { otherResidentEntity } from '../entities/other-resident.ts';
import { EDITABLE_RESIDENT_TYPE } from '../enums/lot.ts';
import { LOT_STATUS_COMPLETE, LOT_STATUS_INCOMPLETE, type LotStatus } from '../enums/lot-status.ts';
import { isMdr } from '../enums/project.ts';
import type { Values } from '../fields/condition.ts';
import type { EntityDef } from '../fields/types.ts';
import { missingFields, type MissingItem } from './missing-fields.ts';
import { IMPROVEMENTS, SOCIAL } from './parts.ts';

export interface ReviewInput {
  lot: Values;
  projectClass?: string | null;
  children?: readonly Values[];
  residents?: readonly Values[];
}

export interface LotReview {
  missing: MissingItem[];
  /** The social registration (owner, partner, documents, children, residents) is complete. */
  social: boolean;
  /** The improvements are complete; null when the project is not MDR (nothing to do). */
  improvements: boolean | null;
  /** What the review proposes: complete when every applicable part is. */
  status: LotStatus;
}

/** 'Filho(a) 2 (Ana): ' */
const prefix = (entity: EntityDef, index: number, record: Values): string =>
  `${entity.label} ${index + 1}${typeof record.name === 'string' && record.name ? ` (${record.name})` : ''}: `;

/** 'Executar Análise' (docs/states.md#states) as a pure function of the lot and its people. */
export const reviewLot = ({ lot, projectClass = null, children = [], residents = [] }: ReviewInput): LotReview => {
  const ctx = { projectClass, isNew: false };
  const others = residents.filter((r) => r.resident_type == null || r.resident_type === EDITABLE_RESIDENT_TYPE);
  const missing = [
    ...missingFields(lotEntity, lot, ctx),
    ...children.flatMap((c, i) => missingFields(childEntity, c, ctx, prefix(childEntity, i, c))),
    ...others.flatMap((r, i) => missingFields(otherResidentEntity, r, ctx, prefix(otherResidentEntity, i, r))),
  ];
  const social = !missing.some((m) => m.part === SOCIAL);
  const improvements = isMdr(projectClass) ? !missing.some((m) => m.part === IMPROVEMENTS) : null;
  const complete = social && improvements !== false;
  return { missing, social, improvements, status: complete ? LOT_STATUS_COMPLETE : LOT_STATUS_INCOMPLETE };
};
