import { lotChunks, type LotIds, type ProjectInfo } from '../data.ts';
import * as f from '../format.ts';
import type { ReportRequest } from '../generate.ts';
import { named } from '../../../domain/text/named.ts';
import { lotModalityText, nucleusFacts, occupants } from '../occupants.ts';
import type { Approval } from '../pdf/approval.ts';
import type { ReportSettings } from '../settings.ts';
import { dateCell, todayCell, xlsxWriter, DATE_FORMAT, DECIMAL_FORMAT } from './workbook.ts';

/**
 * The CRF as a spreadsheet for the registry office: a "Núcleo" sheet with the certificate's
 * facts (the approval, then Decreto 9.310/2018 art. 38, I–V) and an "Ocupantes" sheet with one
 * row per occupant (art. 38, VI): unit, quality, nome, estado civil, profissão, CPF, RG,
 * filiação, the marriage data, the real right conferred (art. 3º, V: the CRF lists the occupants
 * "e dos direitos reais que lhes foram conferidos"; art. 42, § 1º, III) and the unit's modality
 * (art. 38, III; in a mista project each unit's own, art. 5º, § 7º). New columns go last, so the
 * registry offices' sheets keep their column letters.
 */
const OCCUPANT_COLUMNS = [
  { header: 'Quadra', width: 14 },
  { header: 'Lote', width: 12 },
  { header: 'Inscrição imobiliária', width: 22 },
  { header: 'Área (m²)', width: 12, numFmt: DECIMAL_FORMAT },
  { header: 'Endereço', width: 42 },
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
  { header: 'Regime de bens', width: 26 },
  { header: 'Data do casamento', width: 16, numFmt: DATE_FORMAT },
  { header: 'Direito real conferido', width: 28 },
  { header: 'Modalidade da Reurb', width: 14 },
  // Art. 47: the parcels of each matrícula the CRF reaches (the unit's own, else the núcleo's).
  { header: 'Matrícula de origem', width: 22 },
];

/** The sheet of the units and their occupants, which the Núcleo sheet's item V points to. */
const OCCUPANTS_SHEET = 'Ocupantes';

export interface CrfSheetInput {
  selection: LotIds;
  project: ProjectInfo;
  settings: ReportSettings | null;
  neighbourhoods: string[];
  /** The streets bounding the units' blocks, named among the public areas (Decreto 9.310/2018 art. 51). */
  streets: string[];
  /** The approval decision the CRF certifies (../pdf/approval.ts), as the PDF prints it. */
  approval?: Approval | null;
  now: Date;
  emitted?: (lotIds: number[]) => Promise<void>;
  /** The emitted CRF's number and verification (code and address). */
  stamp?: { label: string; code: string; url: string };
  /** A minuta: marked as such, with the blockers in a sheet of their own. */
  minuta?: { notes: string[] };
}

export async function crfXlsx(request: ReportRequest, input: CrfSheetInput): Promise<{ rows: number }> {
  const writer = xlsxWriter(request.out, `CRF — ${input.project.name}`);
  let rows = 0;
  try {
    const nucleus = writer.sheet('Núcleo', [
      { header: 'Item', width: 44 },
      { header: 'Conteúdo', width: 110 },
    ]);
    if (input.minuta)
      nucleus
        .addRow(['MINUTA — SEM VALOR LEGAL', 'Sem número, não registrada; impedimentos na planilha "Impedimentos".'])
        .commit();
    nucleus
      .addRow(['Certidão de Regularização Fundiária', 'Lei nº 13.465/2017, art. 41 · Decreto nº 9.310/2018, art. 38'])
      .commit();
    if (input.stamp) {
      nucleus.addRow(['Número', input.stamp.label]).commit();
      nucleus.addRow(['Código de verificação', input.stamp.code]).commit();
      nucleus.addRow(['Confira a autenticidade em', input.stamp.url]).commit();
    }
    for (const fact of nucleusFacts(
      input.project,
      input.settings,
      input.selection.length,
      { neighbourhoods: input.neighbourhoods, streets: input.streets },
      input.approval,
      `na planilha "${OCCUPANTS_SHEET}"`,
    ))
      nucleus.addRow(fact).commit();
    const emitted = nucleus.addRow(['Emitida em', todayCell(input.now)]);
    // A style of its own: the column's is shared by its cells (see xlsxWriter).
    emitted.getCell(2).style = { numFmt: DATE_FORMAT, alignment: { horizontal: 'left' } };
    emitted.commit();
    nucleus.commit();

    const sheet = writer.sheet(OCCUPANTS_SHEET, OCCUPANT_COLUMNS);
    for await (const chunk of lotChunks(request.db, input.selection)) {
      const ids: number[] = [];
      for (const { lot } of chunk) {
        if (!lot) continue;
        ids.push(lot.id);
        for (const o of occupants(lot, input.settings?.origin_owner_name)) {
          sheet
            .addRow([
              named('Quadra', lot.block_name),
              named('Lote', lot.name),
              lot.inscricao_imobiliaria ?? '',
              lot.area,
              f.address(lot),
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
              lot.civil_status === 'Casado(a)' ? f.regime(lot.marriage_regime_de_bens) : '',
              lot.civil_status === 'Casado(a)' ? dateCell(lot.marriage_date) : null,
              o.realRight,
              lotModalityText(input.project, lot),
              f.oneLine(lot.origin_registration) || f.oneLine(input.settings?.origin_registration),
            ])
            .commit();
          rows += 1;
        }
      }
      await input.emitted?.(ids);
      await writer.breathe();
      await request.progress?.((chunk[chunk.length - 1].index + 1) / Math.max(1, input.selection.length));
    }
    sheet.commit();
    if (input.minuta) {
      const notes = writer.sheet('Impedimentos', [{ header: 'MINUTA — impedimentos à emissão', width: 140 }]);
      for (const line of input.minuta.notes) notes.addRow([line]).commit();
      notes.commit();
    }
    await writer.close();
    return { rows };
  } catch (error) {
    await writer.fail(error as Error);
    throw error;
  }
}
