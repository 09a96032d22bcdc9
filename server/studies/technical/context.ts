import { withoutFinalStop } from '../../../domain/text/words.ts';
import { escapeText } from 'entities';
import { questionOf } from './questions.ts';
import type { Calculated } from './calculated.ts';
import type { LowIncome } from './low-income.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';

/**
 * What the generated sections read: the answers and calculated values, escaped for HTML.
 * A missing answer shows as a yellow-highlighted "[informar: …]" so the gap is visible in the
 * editor and in the PDF until someone fills it.
 */
export interface KeyValue {
  key: string;
  value: string;
}
export type Answer = string | KeyValue[];
export type Answers = Record<string, Answer>;

export interface ProjectFacts {
  name: string;
  city: string | null;
  state: string | null;
  /** The project's modality code (domain/enums/project.ts): the sections that depend on it read this. */
  reurb_modality: string | null;
  /**
   * The works as Configuração de Relatórios states them, which the CRF prints (Decreto 9.310/2018
   * art. 38, IV, or art. 30, § 2º): the report's infrastructure section agrees with them.
   */
  works: { complete: boolean; schedule: string; responsible: string; signedOn: string | null };
  /**
   * The núcleo's proven existence as Configuração de Relatórios states it (ISO date or null; the
   * evidence on one line) and the Município's finding that it is consolidated (Decreto 9.310/2018
   * art. 3º, III), which the emission's legal gate reads for legitimação fundiária
   * (domain/legal/legitimacao-rules.ts): the report's legal diagnosis agrees with it.
   */
  existence: { date: string | null; evidence: string; consolidated: boolean | null };
  /** The families against the Reurb-S income limit of the settings (low-income.ts); null without one. */
  lowIncome: LowIncome | null;
}

export const mark = (text: string) => `<mark data-color="#ffff00" style="background-color: #ffff00">${text}</mark>`;
export const p = (...sentences: string[]) =>
  `<p style="text-align: justify">${sentences.filter(Boolean).join(' ')}</p>`;

export class Context {
  readonly answers: Answers;
  readonly calc: Calculated;
  readonly project: ProjectFacts;

  constructor(answers: Answers, calc: Calculated, project: ProjectFacts) {
    this.answers = answers;
    this.calc = calc;
    this.project = project;
  }

  /**
   * The answer as it was typed (trimmed), '' when none. A calculated question's is the project's
   * value alone: an answer stored before the question became calculated (the modality and the
   * professional were typed until 2026-12) no longer speaks for it.
   */
  raw(prop: string): string {
    if (questionOf(prop)?.type === 'calculated') return this.calc[prop] ?? '';
    const value = this.answers[prop];
    return typeof value === 'string' ? value.trim() : '';
  }

  has(prop: string): boolean {
    return this.raw(prop) !== '' || this.pairs(prop).length > 0;
  }

  /** The answer for the text, escaped; the visible placeholder when missing. */
  a(prop: string): string {
    const value = this.raw(prop) || this.calc[prop] || '';
    if (value) return escapeText(value);
    const question = questionOf(prop);
    const where = question?.source ? ` em ${question.source}` : '';
    return mark(`[informar${escapeText(where)}: ${escapeText(question?.label ?? prop)}]`);
  }

  /** A count with its noun in agreement ('1 lote', '12 lotes'); the placeholder and the plural when missing. */
  count(prop: string, one: string, many: string): string {
    return `${this.a(prop)} ${(this.raw(prop) || this.calc[prop]) === '1' ? one : many}`;
  }

  /** A sentence's fragment without its final full stop (answers often end in one). */
  clause(prop: string): string {
    return withoutFinalStop(this.a(prop));
  }

  pairs(prop: string): KeyValue[] {
    const value = this.answers[prop];
    return Array.isArray(value) ? value.filter((kv) => kv.key.trim()) : [];
  }

  /** A key-value answer as a bullet list ("key: value"). */
  list(prop: string): string {
    const items = this.pairs(prop).map(
      (kv) =>
        `<li><p>${escapeText(kv.key.trim())}${kv.value.trim() ? `: ${escapeText(kv.value.trim())}` : ''}</p></li>`,
    );
    return items.length ? `<ul>${items.join('')}</ul>` : '';
  }

  /** "Campinas/SP" or the city alone. */
  get place(): string {
    return escapeText(cityAndUf(this.project.city, this.project.state) || 'município');
  }

  get nucleo(): string {
    return this.raw('nucleo_nome') ? escapeText(this.raw('nucleo_nome')) : escapeText(this.project.name);
  }

  /** Whether an option-like answer starts with one of these words (case and accents as typed). */
  starts(prop: string, ...prefixes: string[]): boolean {
    const value = this.raw(prop).toLowerCase();
    return prefixes.some((prefix) => value.startsWith(prefix.toLowerCase()));
  }
}
