import * as f from '../format.ts';
import type { ReportSettings } from '../settings.ts';
import { cell, INK, MUTED, rule } from './draw.ts';
import type { Block } from './flow.ts';

/**
 * The signature block of the responsible professional at the end of the technical studies
 * (Relatório Técnico, Estudo Preliminar), from the project settings
 * (docs/entities.md#project-settings): place and date, the line to sign on, the name, the
 * profession, the CREA/CAU registration and the ART or RRT.
 *
 * Decreto 9.310/2018: these studies are part of the projeto de regularização fundiária (art. 30,
 * III: "estudo preliminar das desconformidades"), and art. 21, § 3º waives the ART/RRT "na
 * elaboração do projeto de regularização fundiária" only "quando o responsável técnico for
 * servidor ou empregado público". (Art. 30, I, asks the ART/RRT of the levantamento
 * planialtimétrico e cadastral, the survey, not of these studies: it is not cited here.) So a
 * public servant's block says the waiver and its article instead of a number; anyone else
 * without a number gets a visible "não informada" with the rule that only a public servant is
 * exempt, never a silent blank: the gap must show before the study is signed.
 */
export type Professional = Pick<
  ReportSettings,
  | 'professional_name'
  | 'professional_title'
  | 'professional_registration'
  | 'professional_art_rrt'
  | 'professional_public_servant'
>;

/** The article that waives the ART/RRT in the project's elaboration: the studies' (art. 21, § 3º). */
const STUDIES_ARTICLE = 'art. 21, § 3º';
/** The waiver of the ART/RRT for a public servant, under the article of the document signed. */
const waiverOf = (article: string) =>
  `ART/RRT dispensada: responsável técnico servidor ou empregado público (Decreto nº 9.310/2018, ${article})`;
export const WAIVER = waiverOf(STUDIES_ARTICLE);
/** A number missing where only a public servant is exempt, under the article of the document signed. */
const missingArtOf = (article: string) =>
  `ART/RRT: não informada (só dispensada a servidor ou empregado público: Decreto nº 9.310/2018, ${article})`;
export const MISSING_ART = missingArtOf(STUDIES_ARTICLE);
export const MISSING_NAME = 'Responsável técnico não informado nas configurações do projeto';

const clean = (value: string | null | undefined): string => f.oneLine(value);

/** "CREA-SP 123456" as typed; a bare number gets the "CREA/CAU" prefix. */
function registration(value: string): string {
  return /^(crea|cau)\b/i.test(value) ? value : `CREA/CAU nº ${value}`;
}

/** "ART nº …" for a CREA registration, "RRT nº …" for a CAU one, "ART/RRT nº …" otherwise. */
function responsibility(registrationText: string, number: string): string {
  const kind = /^cau\b/i.test(registrationText) ? 'RRT' : /^crea\b/i.test(registrationText) ? 'ART' : 'ART/RRT';
  return `${kind} nº ${number}`;
}

/**
 * The professional in one line, as the Relatório Técnico names them in its text ("Maria Souza,
 * Engenheira Civil, CREA-SP 5061234567"): the same settings and the same registration as the
 * signature block under it, so the text never names someone the signature does not; '' without a name.
 */
export function professionalLine(settings: Professional | null): string {
  const name = clean(settings?.professional_name);
  if (!name) return '';
  const reg = clean(settings?.professional_registration);
  return [name, clean(settings?.professional_title), reg && registration(reg)].filter(Boolean).join(', ');
}

/**
 * The printed lines under the signature line, in order (the first is the name). `article` waives
 * the ART/RRT: art. 21, § 3º for the project's studies, art. 31, § 7º for its plan and memorial.
 */
export function signatureLines(settings: Professional | null, article = STUDIES_ARTICLE): string[] {
  const name = clean(settings?.professional_name);
  const title = clean(settings?.professional_title);
  const reg = clean(settings?.professional_registration);
  const art = clean(settings?.professional_art_rrt);
  const lines = [name || MISSING_NAME];
  if (title) lines.push(title);
  if (reg) lines.push(registration(reg));
  if (settings?.professional_public_servant) lines.push(waiverOf(article));
  else lines.push(art ? responsibility(reg, art) : missingArtOf(article));
  return lines;
}

const LINE = 13;

/** Place and date, the signature line and the professional's lines, kept on one page. */
export function professionalSignature(
  doc: PDFKit.PDFDocument,
  area: { x: number; width: number },
  settings: Professional | null,
  place: string,
  now: Date,
  article = STUDIES_ARTICLE,
): Block[] {
  const lines = signatureLines(settings, article);
  const dated = `${place ? `${place}, ` : ''}${f.longDate(now)}.`;
  const lineWidth = Math.min(280, area.width);
  const left = area.x + (area.width - lineWidth) / 2;
  return [
    { h: 24 },
    {
      h: 16 + 46 + lines.length * LINE + 6,
      draw: (y) => {
        cell(doc, dated, area.x, y, area.width, { font: 'Serif', size: 11, color: INK, align: 'right' });
        const at = y + 16 + 40;
        rule(doc, left, left + lineWidth, at, INK, 0.7);
        lines.forEach((text, i) =>
          cell(doc, text, area.x, at + 5 + i * LINE, area.width, {
            font: i === 0 ? 'Sans-Bold' : 'Sans',
            size: i === 0 ? 10 : 9,
            color: text === MISSING_NAME || text === missingArtOf(article) ? MUTED : INK,
            align: 'center',
          }),
        );
      },
    },
  ];
}
