import { SOCIAL } from '../../completeness/parts.ts';
import { CIVIL_STATUSES } from '../../enums/civil-status.ts';
import { MARRIAGE_REGIMES } from '../../enums/lot.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from '../../enums/person.ts';
import { UF_CHOICES } from '../../enums/uf.ts';
import {
  boolean,
  choice,
  cpf,
  date,
  inSection,
  longText,
  money,
  multiChoice,
  nis,
  text,
} from '../../fields/builders.ts';
import { WHEN_MARRIED, WHEN_STABLE_UNION, whenTrue } from '../conditions.ts';

/**
 * Lot, spouse and companion (docs/entities.md#entities). The spec has no companion_name or companion_cpf, so
 * the partner's identity (spouse_*) serves both the Cônjuge tab (married) and the
 * Companheiro(a) tab (stable union), and so does the partner's sex (companion_sex); the marriage
 * fields only the first, the union's date and the companion's own civil status only the second.
 *
 * The partner's socio-economic fields (companion_* but those two) are on both tabs since
 * 2026-12-06: a married spouse is as much a member of the family, and until then the Cônjuge tab
 * had no field for the spouse's income, so the family income the Reurb-S ceiling is checked
 * against (Decreto 9.310/2018 art. 6º and parágrafo único) left it out, and the título could not
 * give a married spouse's nationality. Section conditions live in ./index.ts.
 */
export const LOT_SPOUSE = inSection('spouse', [
  text('spouse_name', 'Nome do(a) cônjuge ou companheiro(a)', { min: 3, completeness: SOCIAL }),
  cpf('spouse_cpf', 'CPF do(a) cônjuge ou companheiro(a)', { completeness: SOCIAL }),
  text('spouse_rg', 'RG do(a) cônjuge ou companheiro(a)', { max: 50 }),
  choice('spouse_rg_uf', 'UF do RG do(a) cônjuge ou companheiro(a)', UF_CHOICES),
  text('spouse_rg_emissor', 'Órgão emissor do RG do(a) cônjuge ou companheiro(a)', { max: 50 }),
  /**
   * On both tabs: the título and the CRF agree every word about the partner with it ("e sua
   * cônjuge, …, casada, portadora…"); on the Companheiro(a) tab only until 2026-12-06, so a
   * married spouse was always "casado(a), portador(a)". Stored as the spec's companion_sex.
   */
  choice('companion_sex', 'Sexo do(a) cônjuge ou companheiro(a)', SEXES),
  date('companion_birth_date', 'Data de nascimento do(a) cônjuge ou companheiro(a)', { past: true }),
  text('companion_naturalidade', 'Naturalidade do(a) cônjuge ou companheiro(a)'),
  text('companion_nationality', 'Nacionalidade do(a) cônjuge ou companheiro(a)'),
  text('spouse_mother_name', 'Nome da mãe do(a) cônjuge ou companheiro(a)', { min: 3 }),
  text('spouse_father_name', 'Nome do pai do(a) cônjuge ou companheiro(a)', { min: 3 }),
  choice('marriage_regime_de_bens', 'Regime de bens', MARRIAGE_REGIMES, { when: WHEN_MARRIED, completeness: SOCIAL }),
  date('marriage_date', 'Data do casamento', { past: true, when: WHEN_MARRIED, completeness: SOCIAL }),
  /**
   * The CRF lists the profession of every occupant (Decreto 9.310/2018 art. 38, VI); a companion's
   * is companion_occupation. A custom report's column too, after the spec's (which name only
   * the companion's): a married spouse's profession could not be exported.
   */
  text('spouse_occupation', 'Profissão do(a) cônjuge', {
    max: 255,
    when: WHEN_MARRIED,
    views: ['show', 'create', 'edit', 'report'],
  }),
  text('companion_occupation', 'Profissão do(a) companheiro(a)', { when: WHEN_STABLE_UNION }),
  choice('companion_occupation_type', 'Situação ocupacional do(a) cônjuge ou companheiro(a)', OCCUPATION_TYPES),
  money('companion_income', 'Renda mensal do(a) cônjuge ou companheiro(a)', { min: 0 }),
  choice('companion_escolaridade', 'Escolaridade do(a) cônjuge ou companheiro(a)', ESCOLARIDADES),
  nis('companion_nis', 'NIS do(a) cônjuge ou companheiro(a)'),
  multiChoice('companion_beneficios_sociais', 'Benefícios sociais do(a) cônjuge ou companheiro(a)', BENEFICIOS_SOCIAIS),
  boolean('companion_deficiencia', 'Cônjuge ou companheiro(a) com deficiência'),
  longText('companion_deficiencia_desc', 'Descrição da deficiência do(a) cônjuge ou companheiro(a)', {
    when: whenTrue('companion_deficiencia'),
  }),
]);

export const LOT_COMPANION = inSection('companion', [
  date('uniao_estavel_since', 'Em união estável desde', { past: true, completeness: SOCIAL }),
  choice('companion_civil_status', 'Estado civil do(a) companheiro(a)', CIVIL_STATUSES),
]);
