import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { emissions } from '../db/schema/index.ts';
import { insertLot } from '../lots/test-kit.ts';
import { QUALIFIED } from '../legal/test-kit.ts';

/** A valid CPF (check digits computed) from 9 digits. */
export function cpfOf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

let serial = 100_000_000;
/** A distinct valid CPF per call. */
export const nextCpf = (): string =>
  cpfOf(
    String((serial += 7919))
      .slice(-9)
      .padStart(9, '1'),
  );

/** A complete lot that passes every blocking rule, its holder named `owner` (the report filter's `name`). */
export function qualifiedLot(
  db: Db,
  place: { block_id: number; project_id: number },
  owner: string,
  values: Record<string, unknown> = {},
) {
  return insertLot(db, {
    ...QUALIFIED,
    name: `Lote ${owner}`,
    status: 'complete',
    owner_name: owner,
    cpf: nextCpf(),
    spouse_cpf: nextCpf(),
    ...place,
    ...values,
  });
}

export const emissionRows = (db: Db, projectId: number) =>
  db.select().from(emissions).where(eq(emissions.project_id, projectId)).orderBy(emissions.id);
