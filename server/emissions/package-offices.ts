/**
 * The registry package's lots by registry office (Decreto 9.310/2018 art. 41: a Reurb over
 * imóveis of several circunscrições is registered before the oficial of each office, a lot on
 * their border before the office of its larger part): which folder of the package each office's
 * lots go in (server/emissions/package.ts).
 */

export interface PackageLot {
  id: number;
  title: string;
  changed: boolean;
  real_right: string | null;
  /** Left vacant and unsold: no right conferred, the matrícula opened in the original owner's name (Decreto 9.310/2018 art. 52). */
  vacant: boolean;
  /** The registry office of its circunscrição: the lot's own, or the núcleo's; null when neither is stated. */
  office: string | null;
}

/** The lots one registry office receives, and the folder of the package they go in ('' when one office has them all). */
export interface OfficeGroup {
  office: string | null;
  folder: string;
  lots: PackageLot[];
}

/** A folder name from an office's name: "1º Cartório de Registro de Imóveis" → "1o-cartorio-de-registro-de-imoveis". */
export const folderOf = (office: string) =>
  office
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'cartorio';

/**
 * The lots by registry office (Decreto 9.310/2018 art. 41). At most one office named: one group,
 * the package as it always was. More: a group per office, in the order of their names, each with
 * a folder of its own (names that fold alike are told apart by a number).
 */
export function officeGroups(lots: readonly PackageLot[]): OfficeGroup[] {
  const named = [...new Set(lots.map((l) => l.office).filter((o) => o !== null))];
  if (named.length <= 1) return [{ office: named[0] ?? null, folder: '', lots: [...lots] }];
  named.sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
  const taken = new Set<string>();
  return named.map((office) => {
    const base = folderOf(office);
    let folder = base;
    for (let n = 2; taken.has(folder); n++) folder = `${base}-${n}`;
    taken.add(folder);
    return { office, folder, lots: lots.filter((l) => l.office === office) };
  });
}
