import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField, isVisible } from '../../domain/fields/entity.ts';
import type { Field } from '../../domain/fields/types.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import type { Conn } from './conn.ts';
import type { ReviewWarning } from './schemas.ts';

/** Lei 13.465/2017, art. 23, §1º: legitimação fundiária is granted to a beneficiary once. */
export const LEGAL_BASIS = 'Lei 13.465/2017, art. 23, §1º';

const CPF_FIELDS = ['cpf', 'spouse_cpf'].map((name) => getField(lotEntity, name)!) as Field[];

const plural = (n: number) => (n === 1 ? 'outro lote' : `outros ${n} lotes`);

/**
 * The owner's CPF, and the spouse's or companion's when that section is shown, looked up as
 * owner or spouse CPF on every other lot of every project (lots_cpf_idx, lots_spouse_cpf_idx).
 * A warning per CPF found; the other lots are named only when the user may see them.
 */
export async function duplicateCpfWarnings(
  db: Conn,
  lot: Readonly<Record<string, unknown>> & { id: number },
  canSee: (projectId: number) => boolean,
): Promise<ReviewWarning[]> {
  const checked = CPF_FIELDS.flatMap((field) => {
    const value = lot[field.name];
    return typeof value === 'string' && value && isVisible(lotEntity, field, lot) ? [{ field, value }] : [];
  });
  if (!checked.length) return [];
  const cpfs = [...new Set(checked.map((c) => c.value))];
  const matches = await db
    .select({
      id: lots.id,
      name: lots.name,
      project_id: lots.project_id,
      cpf: lots.cpf,
      spouse_cpf: lots.spouse_cpf,
      block_name: blocks.name,
      project_name: projects.name,
    })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(and(ne(lots.id, lot.id), or(inArray(lots.cpf, cpfs), inArray(lots.spouse_cpf, cpfs))))
    .orderBy(lots.id);
  return checked.flatMap(({ field, value }) => {
    const found = matches.filter((m) => m.cpf === value || m.spouse_cpf === value);
    if (!found.length) return [];
    return [
      {
        kind: 'duplicate_cpf' as const,
        field: field.name,
        label: field.label,
        message:
          `${field.label} (${formatValue(field, value)}) já consta como titular ou cônjuge em ${plural(found.length)}. ` +
          `A legitimação fundiária é conferida uma única vez ao mesmo beneficiário (${LEGAL_BASIS}).`,
        legal_basis: LEGAL_BASIS,
        occurrences: found.length,
        lots: found
          .filter((m) => canSee(m.project_id))
          .map(({ id, name, block_name, project_id, project_name }) => ({ id, name, block_name, project_id, project_name })),
      },
    ];
  });
}
