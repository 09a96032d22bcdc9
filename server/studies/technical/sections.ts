import { TECHNICAL_REPORT_SECTIONS } from '../../../domain/entities/technical-report.ts';
import { Context, type Answers, type ProjectFacts } from './context.ts';
import type { Calculated } from './calculated.ts';
import * as one from './sections-1.ts';
import * as two from './sections-2.ts';

/** The 20 sections of docs/entities.md#entities, in report order, each generated from the answers. */
export const SECTION_KEYS = TECHNICAL_REPORT_SECTIONS.map((s) => s.id);
export type Paragraphs = Record<string, string>;

const GENERATORS: Record<string, (c: Context) => string> = { ...one, ...two };

/** A no-break space after "nº", "art." and "§", so a citation never ends a line on its own. */
const keepTogether = (html: string) => html.replace(/(nº|arts?\.|§) /g, '$1\u00a0');

export function generateParagraphs(answers: Answers, calc: Calculated, project: ProjectFacts): Paragraphs {
  const context = new Context(answers, calc, project);
  return Object.fromEntries(SECTION_KEYS.map((key) => [key, keepTogether(GENERATORS[key](context))]));
}

/** "1. Introdução", … for the PDF. */
export const numberedTitles = (): { key: string; title: string }[] =>
  TECHNICAL_REPORT_SECTIONS.map((s, i) => ({ key: s.id, title: `${i + 1}. ${s.name}` }));
