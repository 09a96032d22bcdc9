import { fail } from './finding.ts';
import { ONCE, QUALIFICATION, brDate, cpfField, maskCpf, whereLot, whose } from './rule-text.ts';
import { BOTH, type LegalRule } from './types.ts';

/**
 * The warnings about the people on the lot: the holder's age and life, and the holder's and the
 * partner's CPFs seen elsewhere (Lei 13.465/2017 arts. 23 §1º II and 41 VI; Decreto 9.310/2018
 * art. 38 VI). None blocks: each asks someone to look before emitting.
 */

const ADULT_AGE = 18;

const ageOn = (birth: string, today: string): number => {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export const TITULAR_MENOR: LegalRule = {
  id: 'titular-menor',
  aboutOccupants: true,
  title: 'Titular maior de idade',
  article: QUALIFICATION,
  description: 'Aviso quando o(a) titular tem menos de 18 anos: confira a emancipação ou a representação.',
  severity: 'warning',
  documents: BOTH,
  check: (lot, facts) => {
    const birth = lot.birth_date;
    if (typeof birth !== 'string') return [];
    const age = ageOn(birth, facts.today);
    return age < ADULT_AGE
      ? fail(
          'warning',
          `O(a) titular tem ${age} anos: confira emancipação, representação ou assistência antes de emitir.`,
          ['birth_date'],
        )
      : [];
  },
};

export const TITULAR_FALECIDO: LegalRule = {
  id: 'titular-falecido',
  aboutOccupants: true,
  title: 'Titular vivo(a)',
  article: QUALIFICATION,
  description: 'Aviso quando há data de óbito do(a) titular: o título não deve sair em nome de pessoa falecida.',
  severity: 'warning',
  documents: BOTH,
  check: (lot) =>
    typeof lot.owner_death_date === 'string'
      ? fail(
          'warning',
          `O(a) titular faleceu em ${brDate(lot.owner_death_date)}: indique o(a) sucessor(a) como titular antes de emitir.`,
          ['owner_death_date', 'owner_name'],
        )
      : [],
};

export const CPF_TITULAR_IGUAL_CONJUGE: LegalRule = {
  id: 'cpf-titular-igual-conjuge',
  aboutOccupants: true,
  title: 'CPFs diferentes para titular e cônjuge/companheiro(a)',
  article: QUALIFICATION,
  description: 'Aviso quando o CPF do(a) cônjuge ou companheiro(a) é o mesmo do(a) titular.',
  severity: 'warning',
  documents: BOTH,
  check: (lot) =>
    typeof lot.cpf === 'string' && lot.cpf !== '' && lot.cpf === lot.spouse_cpf
      ? fail('warning', `O CPF do(a) cônjuge ou companheiro(a) é o mesmo do(a) titular (${maskCpf(lot.cpf)}).`, [
          'spouse_cpf',
          'cpf',
        ])
      : [],
};

export const CPF_EM_OUTRO_LOTE: LegalRule = {
  id: 'cpf-em-outro-lote',
  aboutOccupants: true,
  title: 'CPF em outro lote',
  article: 'Lei 13.465/2017, art. 23, §1º, II',
  description:
    'Aviso quando o CPF do(a) titular ou do(a) cônjuge/companheiro(a) já consta como titular ou cônjuge de outro lote, em qualquer projeto.',
  severity: 'warning',
  documents: BOTH,
  check: (_lot, facts) => {
    const byPerson = (['holder', 'partner'] as const).map((person) =>
      facts.cpf_elsewhere.filter((c) => c.person === person),
    );
    return byPerson.flatMap((found) => {
      if (!found.length) return [];
      const { person, cpf } = found[0];
      const places = found.length === 1 ? 'outro lote' : `outros ${found.length} lotes`;
      return fail(
        'warning',
        `O CPF ${whose(person)} (${maskCpf(cpf)}) já consta como titular ou cônjuge em ${places}: ${found.map((f) => whereLot(f.lot)).join('; ')}. Na Reurb-S, a legitimação fundiária não é concedida a quem já foi contemplado com legitimação de posse ou fundiária de imóvel urbano com a mesma finalidade (Decreto 9.310/2018, art. 16, §1º, II): confira antes de emitir.`,
        [cpfField(person)],
        found.map((f) => f.lot),
      );
    });
  },
};

export const CONJUGE_DE_OUTRO_TITULAR: LegalRule = {
  id: 'conjuge-de-outro-titular',
  aboutOccupants: true,
  title: 'Cônjuge/companheiro(a) de um(a) só titular',
  article: ONCE,
  description:
    'Aviso quando o(a) cônjuge ou companheiro(a) consta, em outro lote, como cônjuge ou companheiro(a) de outro(a) titular.',
  severity: 'warning',
  documents: BOTH,
  check: (lot, facts) =>
    facts.partner_elsewhere.length
      ? fail(
          'warning',
          `O(a) cônjuge ou companheiro(a) (CPF ${maskCpf(String(lot.spouse_cpf ?? facts.partner_elsewhere[0].cpf))}) consta como cônjuge ou companheiro(a) de outro(a) titular em ${facts.partner_elsewhere.map((f) => whereLot(f.lot)).join('; ')}.`,
          ['spouse_cpf'],
          facts.partner_elsewhere.map((f) => f.lot),
        )
      : [],
};
