import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { ownerColumns, spouseColumns } from '../db/schema/lot-columns.ts';
import {
  children,
  lotOtherDocuments,
  lots,
  residents,
  type AnonymisedPart,
  type ReviewTarget,
} from '../db/schema/index.ts';
import { deleteFileRows } from '../files/service.ts';
import { eraseHistoryValues } from '../history/erase.ts';
import {
  changes,
  clearParentName,
  COUPLE_FILES,
  erased,
  OWNER_FILES,
  REMOVED_OWNER_NAME,
  SPOUSE_FILES,
} from './erase.ts';

/** What an anonymised spouse, child or resident is called, so staff see what happened. */
export const REMOVED_SPOUSE_NAME = 'Cônjuge removido(a) (LGPD)';
export const REMOVED_PERSON_NAME = 'Pessoa removida (LGPD)';

/**
 * Anonymisation keeps what the regularisation's socio-economic figures need and cannot name
 * anyone (LGPD art. 5, III and art. 16, IV): nationality, origin, the dates of arrival and
 * occupation, civil status, sex, occupation, income, schooling, benefits and whether there is
 * a disability. Everything else of the person goes, including every column added later (the
 * list is of what stays), the free texts, the answers and every document.
 */
const OWNER_KEPT = [
  'nationality',
  'naturalidade',
  'data_chegada_municipio',
  'data_ocupacao_imovel',
  'civil_status',
  'sex',
  'occupation',
  'occupation_type',
  'income',
  'escolaridade',
  'beneficios_sociais',
  'deficiencia',
];
const SPOUSE_KEPT = [
  'marriage_regime_de_bens',
  'companion_occupation',
  'companion_occupation_type',
  'companion_income',
  'companion_civil_status',
  'companion_sex',
  'companion_naturalidade',
  'companion_nationality',
  'companion_escolaridade',
  'companion_beneficios_sociais',
  'companion_deficiencia',
];
const without = (columns: object, kept: readonly string[]) =>
  Object.fromEntries(Object.entries(columns).filter(([key]) => !kept.includes(key)));
const OWNER_ANONYMISED = {
  ...erased(without(ownerColumns(), OWNER_KEPT), OWNER_FILES),
  owner_name: REMOVED_OWNER_NAME,
};
const SPOUSE_ANONYMISED = {
  ...erased(without(spouseColumns(), SPOUSE_KEPT), [...SPOUSE_FILES, ...COUPLE_FILES]),
  spouse_name: REMOVED_SPOUSE_NAME,
};
const HOUSEHOLD_ANONYMISED = {
  name: REMOVED_PERSON_NAME,
  cpf: null,
  rg: null,
  nis: null,
  birth_date: null,
  deficiencia_desc: null,
};

export interface Anonymised {
  /** Storage keys of the deleted documents: removed from the store once committed. */
  keys: string[];
  /** The part of the lot it changed, or null when the record is no longer there. */
  part: AnonymisedPart | null;
}

/** Anonymises one record in the caller's transaction: a lot's owner or spouse, a child or a resident. */
export async function anonymiseRecord(
  tx: Db,
  target: ReviewTarget,
  lotId: number,
  targetId: number | null,
): Promise<Anonymised> {
  const next = { version: sql`version + 1`, updated_at: new Date(), updated_by: null } as const;
  let fileIds: (number | null)[] = [];
  let part: AnonymisedPart;
  if (target === 'owner' || target === 'spouse') {
    const [lot] = await tx.select().from(lots).where(eq(lots.id, lotId));
    if (!lot) return { keys: [], part: null };
    if (target === 'owner') {
      const others = await tx
        .select({ file_id: lotOtherDocuments.file_id })
        .from(lotOtherDocuments)
        .where(and(eq(lotOtherDocuments.lot_id, lotId), eq(lotOtherDocuments.field, 'other_documents_files')));
      fileIds = [...OWNER_FILES.map((f) => lot[f]), ...others.map((d) => d.file_id)];
      await clearParentName(tx, lotId, lot.owner_name);
      await tx.update(lots).set(changes(OWNER_ANONYMISED)).where(eq(lots.id, lotId));
    } else {
      fileIds = [...SPOUSE_FILES, ...COUPLE_FILES].map((f) => lot[f]);
      await clearParentName(tx, lotId, lot.spouse_name);
      await tx.update(lots).set(changes(SPOUSE_ANONYMISED)).where(eq(lots.id, lotId));
    }
    part = target;
  } else if (target === 'child') {
    const [kid] = await tx.select().from(children).where(eq(children.id, targetId!));
    if (!kid) return { keys: [], part: null };
    fileIds = [kid.birth_certificate_file_id, kid.rg_file_id];
    await tx
      .update(children)
      .set({
        ...HOUSEHOLD_ANONYMISED,
        mother_name: null,
        father_name: null,
        birth_certificate_file_id: null,
        rg_file_id: null,
        ...next,
      })
      .where(eq(children.id, kid.id));
    part = 'children';
  } else {
    const [row] = await tx
      .update(residents)
      .set({ ...HOUSEHOLD_ANONYMISED, ...next })
      .where(eq(residents.id, targetId!))
      .returning({ id: residents.id });
    if (!row) return { keys: [], part: null };
    part = 'residents';
  }
  await eraseHistoryValues(tx, [lotId]);
  return { keys: await deleteFileRows(tx, fileIds), part };
}
