import type { Finding, OtherLot } from './types.ts';

/** One failed check of a rule, as the rules return it (an empty list when the rule passes). */
export const fail = (
  state: Finding['state'],
  message: string,
  fields: readonly string[],
  lots?: readonly (OtherLot | null)[],
): Finding[] => [{ state, message, fields, ...(lots ? { lots } : {}) }];
