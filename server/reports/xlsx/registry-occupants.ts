import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import { CHUNK, loadLots } from '../data.ts';
import * as f from '../format.ts';
import { named } from '../../../domain/text/named.ts';
import { occupants, possessionSince } from '../occupants.ts';
import { dateCell, xlsxWriter, DATE_FORMAT, DECIMAL_FORMAT } from './workbook.ts';

/**
 * The occupant list of an emitted CRF in the layout registry offices ask for (issue 15, the
 * registry package): one row per occupant, with every field of Decreto 9.310/2018 art. 38, VI
 * (nome, estado civil, profissão, CPF, RG, filiação), the real right conferred (art. 8º), for a
 * legitimação de posse the start of the occupation it recognises (art. 18), and the unit (art. 38, V: its order in the listing, quadra, lote, number, area, matrícula).
 * Streamed: lots are read CHUNK at a time and rows leave as they are committed.
 */
export const REGISTRY_OCCUPANT_COLUMNS = [
  { header: 'Unidade (ordem na CRF)', width: 12 },
  { header: 'Quadra', width: 14 },
  { header: 'Lote', width: 12 },
  { header: 'Número (endereço)', width: 12 },
  { header: 'Área (m²)', width: 12, numFmt: DECIMAL_FORMAT },
  { header: 'Endereço', width: 42 },
  { header: 'Inscrição imobiliária', width: 22 },
  { header: 'Matrícula', width: 16 },
  { header: 'Qualidade', width: 16 },
  { header: 'Nome', width: 36 },
  { header: 'Estado civil', width: 22 },
  { header: 'Profissão', width: 24 },
  { header: 'CPF', width: 16 },
  { header: 'RG', width: 16 },
  { header: 'Órgão emissor/UF', width: 16 },
  { header: 'Nacionalidade', width: 16 },
  { header: 'Filiação (mãe)', width: 32 },
  { header: 'Filiação (pai)', width: 32 },
  { header: 'Direito real conferido', width: 30 },
  { header: 'Regime de bens', width: 26 },
  { header: 'Data do casamento', width: 16, numFmt: DATE_FORMAT },
  { header: 'Legitimação de posse: ocupação desde', width: 18, numFmt: DATE_FORMAT },
  // Arts. 47 and 48, I: the registration the unit comes from and its owner (the unit's, else the núcleo's).
  { header: 'Matrícula de origem', width: 22 },
  { header: 'Proprietário de origem', width: 36 },
] as const;

export interface RegistryOccupantsInput {
  /** The CRF's lots, in the certificate's order. */
  lotIds: readonly number[];
  /** "CRF nº 003/2026", written in the workbook's title. */
  label: string;
  /**
   * The núcleo's registration of origin and its owner (project settings), for the units that state
   * none of their own; a vacant unit's row names the owner (Decreto 9.310/2018 art. 52).
   */
  origin: { registration: string | null; owner: string | null };
}

export async function registryOccupantsXlsx(
  db: Db,
  out: Writable,
  input: RegistryOccupantsInput,
): Promise<{ rows: number; lots: number }> {
  const writer = xlsxWriter(out, `Ocupantes — ${input.label}`);
  let rows = 0;
  let units = 0;
  try {
    const sheet = writer.sheet('Ocupantes', REGISTRY_OCCUPANT_COLUMNS);
    for (let start = 0; start < input.lotIds.length; start += CHUNK) {
      const ids = input.lotIds.slice(start, start + CHUNK);
      const byId = await loadLots(db, ids);
      ids.forEach((id, k) => {
        const lot = byId.get(id);
        // The package checks every lot still exists before the first byte (server/emissions/package.ts).
        if (!lot) throw new Error(`lote ${id} da CRF não existe mais`);
        units += 1;
        const married = lot.civil_status === 'Casado(a)';
        const originRegistration = f.oneLine(lot.origin_registration) || f.oneLine(input.origin.registration);
        const originOwner = f.oneLine(lot.origin_owner_name) || f.oneLine(input.origin.owner);
        for (const o of occupants(lot, input.origin.owner)) {
          sheet
            .addRow([
              start + k + 1,
              named('Quadra', lot.block_name),
              named('Lote', lot.name),
              f.oneLine(lot.street_number),
              lot.area,
              f.address(lot),
              lot.inscricao_imobiliaria ?? '',
              lot.registry_matricula ?? '',
              o.quality,
              o.name,
              o.civilStatus,
              o.profession,
              o.cpf,
              o.rg,
              o.rgIssuer,
              o.nationality,
              o.mother,
              o.father,
              // The right's label (the package refuses a unit with none), or the vacant unit's words.
              o.realRight,
              married ? f.regime(lot.marriage_regime_de_bens) : '',
              married ? dateCell(lot.marriage_date) : null,
              // Art. 18: the legitimação de posse identifies the time of the occupation.
              dateCell(possessionSince(lot)),
              originRegistration,
              originOwner,
            ])
            .commit();
          // The manifest counts occupants: a vacant unit's row names none (art. 52).
          if (!lot.unidade_desocupada) rows += 1;
        }
      });
      await writer.breathe();
    }
    sheet.commit();
    await writer.close();
    return { rows, lots: units };
  } catch (error) {
    await writer.fail(error as Error);
    throw error;
  }
}
