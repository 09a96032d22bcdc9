import type { Writable } from 'node:stream';
import { newDocument } from '../reports/pdf/document.ts';
import { named } from '../../domain/text/named.ts';
import * as f from '../reports/format.ts';
import { field, MARGIN, newPage, paragraphs, signLine, streamed, title, WIDTH } from '../procedure/letters/pdf.ts';
import { averbacaoParagraphs, averbacaoSigners, placeAndDate, type AverbacaoFacts } from './averbacao.ts';

/**
 * The requerimento of art. 72 on one page: the unit (quadra, lote, matrícula, built area) at a
 * glance for the registry clerk, the request, place and date, and a signature line for each
 * titular. No letterhead: the request is the family's, not the Município's.
 */
export function averbacaoPdf(facts: AverbacaoFacts, today: string, out: Writable): Promise<number> {
  const { lot, project } = facts;
  const doc = newDocument({ title: `Requerimento de averbação de edificação - ${named('Lote', lot.name)}` });
  return streamed(doc, out, () => {
    newPage(doc);
    title(doc, 'REQUERIMENTO DE AVERBAÇÃO DE EDIFICAÇÃO', 'Reurb-S · Decreto nº 9.310/2018, art. 72');
    field(doc, 'Unidade imobiliária', `${named('Quadra', lot.block_name)}, ${named('Lote', lot.name)}`);
    field(doc, 'Matrícula', f.oneLine(lot.registry_matricula));
    const address = f.address(lot);
    if (address) field(doc, 'Endereço', address);
    field(doc, 'Área construída', `${f.decimal(lot.area_construida ?? 0)} m²`);
    paragraphs(doc, averbacaoParagraphs(facts));
    doc.moveDown(1.5);
    doc.font('Sans').fontSize(10.5).text(placeAndDate(project, today), MARGIN.left, doc.y, {
      width: WIDTH,
      align: 'right',
    });
    const signers = averbacaoSigners(lot);
    const width = signers.length === 1 ? 280 : (WIDTH - 40) / 2;
    const y = doc.y + 56;
    signers.forEach((lines, i) =>
      signLine(
        doc,
        signers.length === 1 ? MARGIN.left + (WIDTH - width) / 2 : MARGIN.left + i * (width + 40),
        y,
        width,
        [...lines, 'Requerente'],
      ),
    );
  });
}
