import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { improvementProblems } from './rules.ts';

describe('benfeitorias that must agree across fields', () => {
  it('a house whose sewage has no bathroom has none', () => {
    const none = ['SEM BANHEIRO OU SANITÁRIO'];
    expect(improvementProblems({ mdr_esgotamento_sanitario: none, mdr_n_banheiros: 2 })).toEqual({
      mdr_n_banheiros: MESSAGES.bathroomsWithoutSanitation,
    });
    expect(improvementProblems({ mdr_esgotamento_sanitario: none, mdr_n_banheiros: 0 })).toEqual({});
    expect(improvementProblems({ mdr_esgotamento_sanitario: none, mdr_n_banheiros: null })).toEqual({});
    expect(improvementProblems({ mdr_esgotamento_sanitario: ['FOSSA SÉPTICA'], mdr_n_banheiros: 2 })).toEqual({});
    expect(improvementProblems({})).toEqual({});
  });
});
