import { labelled, sameLabel, type ValueOf } from './choice.ts';
import { MADEIRA_APARELHADA, OUTROS } from './shared-values.ts';

/** Choices of the MDR improvements (benfeitorias) tab (docs/entities.md#entities). */

export const MDR_ESTABILIDADE = labelled([
  ['ESTÁVEL', 'Estável'],
  ['NAO ESTÁVEL', 'Não estável'],
]);
export const MDR_RECONSTRUCAO = labelled([
  ['SIM', 'Sim'],
  ['NAO', 'Não'],
]);
/** Shared by every `*_condicoes` field. */
export const MDR_CONDICOES = labelled([
  ['ADEQUADAS', 'Adequadas'],
  ['INADEQUADAS', 'Inadequadas'],
]);

/** 'ALVERNARIA' is the stored spelling of the spec; only the label corrects it. */
export const MDR_MATERIAL_PAREDES = labelled([
  ['ALVERNARIA COM REVESTIMENTO', 'ALVENARIA COM REVESTIMENTO'],
  ...sameLabel(['ALVENARIA SEM REVESTIMENTO', MADEIRA_APARELHADA, 'TAIPA REVESTIDA', OUTROS]).map(
    (c) => [c.id, c.name] as const,
  ),
]);
export const MDR_COBERTURA = sameLabel(['TELHA', 'LAJE DE CONCRETO', MADEIRA_APARELHADA, 'ZINCO', OUTROS]);
export const MDR_PISO = sameLabel(['TERRA', 'CERAMICA', 'LAJOTA', 'MADEIRA', 'CIMENTO', OUTROS]);

/** Answers that rule others out (the lot fields' `alone` and `opposites`, entities/lot/improvements.ts). */
export const SEM_ENERGIA = 'SEM ENERGIA ELÉTRICA';
export const AGUA_CANALIZADA = 'ÁGUA CANALIZADA NO DOMICÍLIO';
export const SEM_AGUA_CANALIZADA = 'SEM ÁGUA CANALIZADA';
export const SEM_BANHEIRO = 'SEM BANHEIRO OU SANITÁRIO';

/*
 * The spec shows only the last option (OUTROS) of the next three lists. The others are our
 * choice: the categories of the IBGE census questionnaire and of the Cadastro Único for
 * electricity, water and sewage, written in upper case like the spec's lists.
 */
export const MDR_INSTALACOES_ELETRICAS = sameLabel([
  'REDE PÚBLICA COM MEDIDOR PRÓPRIO',
  'REDE PÚBLICA COM MEDIDOR COMPARTILHADO',
  'REDE PÚBLICA SEM MEDIDOR',
  'INSTALAÇÃO EMBUTIDA',
  'INSTALAÇÃO APARENTE',
  'ENERGIA SOLAR',
  SEM_ENERGIA,
  OUTROS,
]);
export const MDR_INSTALACOES_HIDROSSANITARIAS = sameLabel([
  'REDE PÚBLICA DE ABASTECIMENTO',
  'POÇO OU NASCENTE',
  'CISTERNA',
  'CARRO-PIPA',
  'RESERVATÓRIO DE ÁGUA',
  AGUA_CANALIZADA,
  SEM_AGUA_CANALIZADA,
  OUTROS,
]);
export const MDR_ESGOTAMENTO_SANITARIO = sameLabel([
  'REDE GERAL DE ESGOTO',
  'FOSSA SÉPTICA',
  'FOSSA RUDIMENTAR',
  'VALA A CÉU ABERTO',
  'DIRETO PARA RIO, LAGO OU MAR',
  SEM_BANHEIRO,
  OUTROS,
]);

export type MdrCondicao = ValueOf<typeof MDR_CONDICOES>;
