import { HOUSEHOLD_MEMBER_FIELDS } from '../../domain/entities/household-member.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { Field } from '../../domain/fields/types.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import { agree, genderOf } from '../../domain/text/agreement.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';

/**
 * How the documents write values. A lot field's value is written as the screens show it,
 * by the domain's `formatValue` (CPF/CNPJ/CEP/NIS with their masks, choices by label). What
 * only paper needs stays here: money with a no-break space after `R$` (the embedded font has
 * it, and a line never breaks inside an amount), decimals to 2 places, dates of a moment in
 * Brasília time, short schooling labels for narrow cells. Empty values are ''.
 */
const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const NOW = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LOCAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const TODAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LOCAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const LONG_DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LOCAL_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const money = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? MONEY.format(n) : '';
};

export const decimal = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? DECIMAL.format(n) : '';
};

export const percent = (part: number, whole: number): string => (whole > 0 ? PERCENT.format(part / whole) : '—');

/** YYYY-MM-DD (or a Date) as DD/MM/YYYY. */
export const date = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  if (value instanceof Date) return TODAY.format(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

/** A moment as DD/MM/YYYY HH:mm in Brasília time. */
export const dateTime = (value: Date): string => NOW.format(value).replace(',', '');

/** "22 de novembro de 2026", for the place-and-date line of a document. */
export const longDate = (value: Date): string => LONG_DATE.format(value);

/** A lot field's declaration; a document naming an undeclared one fails where it is loaded. */
const lotField = (name: string): Field => {
  const field = getField(lotEntity, name);
  if (!field) throw new Error(`lot field ${name} is not declared`);
  return field;
};

/** A lot field's stored value as `formatValue` writes it (one declaration, screens and documents alike). */
const lotValue = (name: string) => {
  const field = lotField(name);
  return (value: string | null | undefined): string => formatValue(field, value);
};

/** A household member's declared field (children and other residents alike). */
const memberField = (name: string) => {
  const field = HOUSEHOLD_MEMBER_FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`household member field ${name} is not declared`);
  return field;
};
/** The label a household member's field declares, as the screens show it. */
export const memberLabel = (name: string): string => memberField(name).label;

/** A household table's column heading: the field's declared `short`, else its label. */
export const memberHeading = (name: string): string => {
  const field: { label: string; short?: string } = memberField(name);
  return field.short ?? field.label;
};

/** The label a lot field declares, as the screens show it above its input. */
export const lotLabel = (name: string): string => lotField(name).label;

/**
 * A labelled cell of a document for a lot field: the label it declares and its stored value
 * as `formatValue` writes it (choices by label, dates DD/MM/YYYY, masks).
 */
export const lotCell = (name: string) => {
  const field = lotField(name);
  return (value: unknown): [string, string] => [field.label, formatValue(field, value)];
};

const civilStatusCell = lotCell('civil_status');
/**
 * A civil status under its declared label, agreeing with the person's sex ("Viúva", "Casado"),
 * as the acts write it.
 */
export const civilStatus = (status: string | null | undefined, sex: string | null | undefined): [string, string] => {
  const [label, value] = civilStatusCell(status);
  return [label, agree(value, genderOf(sex))];
};

export const cpf = lotValue('cpf');
export const cnpj = lotValue('cnpj');
export const cep = lotValue('cep');
export const nis = lotValue('nis');
/** A count with its noun in the right number: '1 família', '3 famílias', '0 famílias'. */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
export const yesNo = (value: boolean | null | undefined): string => (value ? 'Sim' : 'Não');
export const list = (values: readonly string[] | null | undefined): string => (values?.length ? values.join(', ') : '');
export const regime = lotValue('marriage_regime_de_bens');

/** RG with its issuer and state: "12.345.678-9 SSP/SP". */
export const rg = (number: string | null | undefined, issuer?: string | null, uf?: string | null): string => {
  if (!number) return '';
  const from = [issuer, uf].filter(Boolean).join('/');
  return from ? `${number} ${from}` : number;
};

/** Age in whole years on `at` from a YYYY-MM-DD birth date; null when unknown. */
export function age(birth: string | null | undefined, at: Date = new Date()): number | null {
  const m = birth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let years = at.getFullYear() - y;
  if (at.getMonth() + 1 < mo || (at.getMonth() + 1 === mo && at.getDate() < d)) years -= 1;
  return years >= 0 ? years : null;
}

/** Today as DD/MM/YYYY in Brasília. */
export const today = (now: Date = new Date()): string => TODAY.format(now);

const SHORT_SCHOOLING: Record<string, string> = {
  'AINDA NÃO ESTUDA': 'Ainda não estuda',
  'EDUCAÇÃO INFANTIL': 'Educação infantil',
  'ENSINO FUNDAMENTAL INCOMPLETO': 'Fundamental incompleto',
  'ENSINO FUNDAMENTAL COMPLETO': 'Fundamental completo',
  'ENSINO MÉDIO INCOMPLETO': 'Médio incompleto',
  'ENSINO MÉDIO COMPLETO': 'Médio completo',
  'ENSINO SUPERIOR INCOMPLETO': 'Superior incompleto',
  'ENSINO SUPERIOR COMPLETO': 'Superior completo',
  'PÓS-GRADUAÇÃO': 'Pós-graduação',
  MESTRADO: 'Mestrado',
  DOUTORADO: 'Doutorado',
};

/** Schooling in a few words, for table cells ("Fundamental incompleto"). */
export const schooling = (value: string | null | undefined): string => (value ? (SHORT_SCHOOLING[value] ?? value) : '');

export const usoDoLote = lotValue('uso_do_lote');

/** A text for one line: whitespace collapsed. */
export const oneLine = (value: string | null | undefined): string => (value ? value.replace(/\s+/g, ' ').trim() : '');

/** Street, number, complement, neighbourhood, city, CEP — the parts that exist. */
export function address(lot: {
  street_address?: string | null;
  street_number?: string | null;
  street_complement?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  cep?: string | null;
}): string {
  const street = [lot.street_address, lot.street_number].filter(Boolean).join(', ');
  return [street, lot.street_complement, lot.bairro, lot.cidade, lot.cep ? `CEP ${cep(lot.cep)}` : '']
    .map((p) => oneLine(p))
    .filter(Boolean)
    .join(' – ');
}
