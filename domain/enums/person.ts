import { labelled, sameLabel, type ValueOf } from './choice.ts';
import { OUTROS } from './shared-values.ts';

/** Enumerations describing a person: owner, spouse, companion, child, other resident (docs/entities.md#entities). */

export const SEXES = sameLabel(['Masculino', 'Feminino', 'Outro']);
export type Sex = ValueOf<typeof SEXES>;

/**
 * How the documents name the mayor who signs them (project settings): the values are the sexes',
 * so the words agree through `genderOf` (domain/text/agreement.ts); not said, they stay
 * "Prefeito(a)".
 */
export const MAYOR_FORMS = labelled([
  [SEXES[0].id, 'Prefeito'],
  [SEXES[1].id, 'Prefeita'],
]);

export const ESCOLARIDADES = sameLabel([
  'AINDA NÃO ESTUDA',
  'EDUCAÇÃO INFANTIL',
  'ENSINO FUNDAMENTAL INCOMPLETO',
  'ENSINO FUNDAMENTAL COMPLETO',
  'ENSINO MÉDIO INCOMPLETO',
  'ENSINO MÉDIO COMPLETO',
  'ENSINO SUPERIOR INCOMPLETO',
  'ENSINO SUPERIOR COMPLETO',
  'PÓS-GRADUAÇÃO',
  'MESTRADO',
  'DOUTORADO',
]);
export type Escolaridade = ValueOf<typeof ESCOLARIDADES>;

/**
 * The occupational situations (the spec's values, each written once here) with the words a legal
 * act writes for each when no profession was typed (the CRF's and the título's profissão, Decreto
 * 9.310/2018 art. 38, VI): the values are masculine capitals, the words are in the neutral "(a)"
 * form a person's sex agrees (domain/text/agreement.ts): "aposentada", "servidora pública".
 */
const OCCUPATION_SITUATIONS = [
  ['APOSENTADO', 'Aposentado(a)'],
  ['PENSIONISTA', 'Pensionista'],
  ['AUTÔNOMO', 'Autônomo(a)'],
  ['DESEMPREGADO', 'Desempregado(a)'],
  ['EMPREGADO CLT', 'Empregado(a) com carteira assinada'],
  ['ESTAGIÁRIO', 'Estagiário(a)'],
  ['MENOR APRENDIZ', 'Menor aprendiz'],
  ['SERVIDOR PÚBLICO', 'Servidor(a) público(a)'],
  ['AJUDA/DOAÇÃO DE TERCEIROS', 'Sem ocupação remunerada (vive de ajuda ou doação de terceiros)'],
  [OUTROS, 'Outra ocupação, não especificada'],
] as const;

export const OCCUPATION_TYPES = sameLabel(OCCUPATION_SITUATIONS.map(([value]) => value));
export type OccupationType = ValueOf<typeof OCCUPATION_TYPES>;

/** The words a legal act writes for each occupational situation (OCCUPATION_SITUATIONS). */
export const OCCUPATION_TYPE_WORDS: Readonly<Record<OccupationType, string>> = Object.fromEntries(
  OCCUPATION_SITUATIONS,
) as Record<OccupationType, string>;

/** A profession as a legal act writes it: the typed words, or the situation's (OCCUPATION_TYPE_WORDS). */
export const professionWords = (profession: string): string =>
  (OCCUPATION_TYPE_WORDS as Record<string, string>)[profession] ?? profession;

export const BENEFICIOS_SOCIAIS = sameLabel([
  'AUXÍLIO DOENÇA',
  'BOLSA FAMÍLIA',
  'BPC/LOAS',
  'CARTEIRA DE IDOSO',
  'IDENTIDADE JOVEM',
  'SEGURO DESEMPREGO',
  'TARIFA SOCIAL DE ENERGIA ELÉTRICA',
  'OUTRO',
]);
export type BeneficioSocial = ValueOf<typeof BENEFICIOS_SOCIAIS>;
