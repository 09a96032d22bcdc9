import type { Writable } from 'node:stream';
import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../../domain/enums/lot.ts';
import { lotModality, REURB_MISTA, REURB_S } from '../../domain/enums/project.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { cityAndUf } from '../../domain/reference/states.ts';
import { named } from '../../domain/text/named.ts';
import type { Db } from '../db/connection.ts';
import { conflict, notFound } from '../errors.ts';
import { dateInFull, type Paragraph } from '../procedure/letters/content.ts';
import { loadLots, projectInfo, type LotData, type ProjectInfo } from '../reports/data.ts';
import * as f from '../reports/format.ts';
import { reportSettings, type ReportSettings } from '../reports/settings.ts';
import { holderText, partnerText } from '../reports/titulo-text.ts';

/**
 * The requerimento of the averbação of a Reurb-S unit's building by "mera notícia" (Decreto
 * 9.310/2018 art. 72): the interessado asks the registry office to record the house on the unit's
 * matrícula, stating its built area and the unit's number, without habite-se nor tax and social
 * security clearances. The Reurb team prints it filled from the lot; the family signs it.
 */

/** Art. 54, V: the first averbação of a residential construction of up to 70 m² is free in Reurb-S. */
export const FREE_AVERBACAO_M2 = 70;

export interface AverbacaoFacts {
  lot: LotData;
  project: ProjectInfo;
  settings: ReportSettings | null;
}

/** Why this lot's requerimento cannot be drawn (409), or null. */
export function averbacaoRefusal({ lot, project }: Pick<AverbacaoFacts, 'lot' | 'project'>): string | null {
  const modality = lotModality(project.reurb_modality, lot.reurb_modality);
  if (modality !== REURB_S)
    return project.reurb_modality === REURB_MISTA && !modality
      ? 'A averbação da edificação por mera notícia é da Reurb-S (Decreto 9.310/2018, art. 72): informe a modalidade da Reurb do lote.'
      : 'A averbação da edificação por mera notícia é da Reurb-S (Decreto 9.310/2018, art. 72), e este lote não é de Reurb-S.';
  if (lot.unidade_desocupada || !f.oneLine(lot.owner_name))
    return 'O requerimento é do(a) interessado(a) (Decreto 9.310/2018, art. 72): cadastre o(a) titular do lote.';
  if (lot.area_construida == null)
    return 'Informe a área construída do lote (aba Informações): a notícia a declara (Decreto 9.310/2018, art. 72).';
  if (!f.oneLine(lot.registry_matricula))
    return 'A averbação é feita na matrícula da unidade, aberta com o registro da CRF (Decreto 9.310/2018, art. 50): informe a matrícula na aba Registro.';
  return null;
}

/** The registry office the requerimento is addressed to: the lot's, else the núcleo's (art. 41). */
const officeOf = ({ lot, settings }: AverbacaoFacts) =>
  f.oneLine(lot.registry_office) ||
  f.oneLine(settings?.origin_registry_office) ||
  'Cartório de Registro de Imóveis competente';

/** The requerimento's text: who asks, what, on which matrícula, and the fee exemption when it applies. */
export function averbacaoParagraphs(facts: AverbacaoFacts): Paragraph[] {
  const { lot, project } = facts;
  const area = lot.area_construida ?? 0;
  const two = lot.partner && !!f.oneLine(lot.spouse_name);
  const who = [holderText(lot), two ? partnerText(lot) : ''].filter(Boolean).join(', ');
  const matricula = `matrícula nº ${f.oneLine(lot.registry_matricula)}${lot.registry_cnm ? ` (CNM ${lot.registry_cnm})` : ''}`;
  const place = cityAndUf(project.city, project.state);
  const residential = lot.uso_do_lote !== USO_NAO_RESIDENCIAL && lot.uso_do_lote !== USO_MISTO;
  const list: Paragraph[] = [
    { text: `Ao(À) Oficial do ${officeOf(facts)}.` },
    {
      text:
        `${who}, ${two ? 'titulares' : 'titular'} da unidade imobiliária correspondente ao ${named('Lote', lot.name)} da ${named('Quadra', lot.block_name)}, objeto da ${matricula}, ` +
        `do núcleo urbano informal ${project.name}${place ? `, no Município de ${place}` : ''}, regularizado por Reurb de interesse social (Reurb-S), ` +
        `${two ? 'vêm' : 'vem'} requerer a averbação da edificação existente na unidade, com área construída de ${f.decimal(area)} m², ` +
        'a partir desta notícia, nos termos do art. 72 do Decreto nº 9.310, de 15 de março de 2018, dispensada a apresentação de habite-se e de certidões negativas de tributos e de contribuições previdenciárias.',
    },
  ];
  // Art. 54, V: only a residential construction within the limit; the office knows whether it is the first.
  if (residential && area <= FREE_AVERBACAO_M2)
    list.push({
      text: `Tratando-se da primeira averbação de construção residencial, com área de até ${FREE_AVERBACAO_M2} m², o ato é isento de custas e emolumentos (Decreto nº 9.310/2018, arts. 53 e 54, V).`,
    });
  list.push({ text: 'Termos em que pede deferimento.' });
  return list;
}

/** Who signs: the holder and, with a spouse or companion, both (each with the CPF). */
export function averbacaoSigners(lot: LotData): string[][] {
  const person = (name: string | null, cpf: string | null) =>
    [f.oneLine(name), cpf ? `CPF ${f.cpf(cpf)}` : 'CPF:'].filter(Boolean);
  const list = [person(lot.owner_name, lot.cpf)];
  if (lot.partner && f.oneLine(lot.spouse_name)) list.push(person(lot.spouse_name, lot.spouse_cpf));
  return list;
}

/** The lot, its project and settings, or 404/409 (the refusal above). */
export async function averbacaoFacts(db: Db, lotId: number): Promise<AverbacaoFacts> {
  const lot = (await loadLots(db, [lotId])).get(lotId);
  if (!lot) throw notFound();
  const [project] = await projectInfo(db, [lot.project_id]);
  const facts = { lot, project, settings: await reportSettings(db, lot.project_id) };
  const refusal = averbacaoRefusal(facts);
  if (refusal) throw conflict(refusal);
  return facts;
}

/** Draws the requerimento into `out` (in a render worker, server/render); its page count. */
export async function writeAverbacao(db: Db, lotId: number, out: Writable, now = new Date()): Promise<number> {
  const facts = await averbacaoFacts(db, lotId);
  const { averbacaoPdf } = await import('./averbacao-pdf.ts');
  return averbacaoPdf(facts, todayInBrasilia(now), out);
}

export const placeAndDate = (project: ProjectInfo, today: string) =>
  `${cityAndUf(project.city, project.state) || '—'}, ${dateInFull(today)}.`;
