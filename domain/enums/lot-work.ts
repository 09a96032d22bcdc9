import { labelled, type ValueOf } from './choice.ts';

/**
 * The two pieces of field work a lot needs, each with its responsible person
 * (docs/entities.md#entities assigned_users): the social registration, and the improvements
 * (benfeitorias), which only MDR projects survey. A project admin assigns them from the lots
 * workbench; the person who completes the work is recorded by the completion itself.
 */
export const LOT_WORKS = labelled([
  ['social', 'Cadastro social'],
  ['benfeitorias', 'Benfeitorias'],
]);
export type LotWork = ValueOf<typeof LOT_WORKS>;
