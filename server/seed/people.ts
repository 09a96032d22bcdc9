import type { children, lots, residents } from '../db/schema/index.ts';
import type { CivilStatus } from '../../domain/enums/civil-status.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, MARRIAGE_REGIMES, MARRIED } from '../db/schema/choices.ts';
import { DISABILITIES, OBSERVATIONS, OCCUPATIONS, RELATIONSHIPS, type City } from './places.ts';
import type { Random } from './random.ts';
import { SEXES, type Sex } from '../../domain/enums/person.ts';
import { agree, genderOf } from '../../domain/text/agreement.ts';
import {
  childAgeRange,
  eligibleBenefits,
  fitsAge,
  fullName,
  relativeAgeRange,
  yearsBetween,
  YEAR_MS,
} from './life-stage.ts';

type LotInsert = typeof lots.$inferInsert;
export type ChildRow = Omit<typeof children.$inferInsert, 'lot_id'>;
export type ResidentRow = Omit<typeof residents.$inferInsert, 'lot_id'>;

export interface Household {
  lot: Partial<LotInsert>;
  children: ChildRow[];
  residents: ResidentRow[];
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const ADULT_SCHOOLING = ESCOLARIDADES.slice(2);
/** A minor's schooling by age (not yet, infant, fundamental, médio); null for adults. */
const schoolingAt = (age: number) =>
  age < 4
    ? ESCOLARIDADES[0]!
    : age < 6
      ? ESCOLARIDADES[1]!
      : age < 15
        ? ESCOLARIDADES[2]!
        : age < 18
          ? ESCOLARIDADES[4]!
          : null;

/**
 * A family living on a lot: owner, spouse or companion, children and other residents, of ages
 * that agree (life-stage.ts). A married spouse's socio-economic data and a companion's RG and
 * filiação, added on 2026-12-06, are drawn from `later`, a stream of their own. The families
 * were redrawn once on 2026-12-07, when the children's and the residents' ages came to agree
 * with their parents' and the holder's.
 */
export function household(random: Random, city: City, now: Date, later: Random): Household {
  const { faker } = random;
  const dateBetween = (from: number, to: number) => new Date(from + random.next() * (to - from));
  const birthDate = (minAge: number, maxAge: number) =>
    dateBetween(now.getTime() - maxAge * YEAR_MS, now.getTime() - minAge * YEAR_MS);
  const sexOf = () =>
    random.weighted([
      ['Feminino', 55],
      ['Masculino', 44],
      ['Outro', 1],
    ] as const);
  const firstName = (sex: string) =>
    faker.person.firstName(sex === 'Masculino' ? 'male' : sex === 'Feminino' ? 'female' : undefined);
  const surname = () => faker.person.lastName();
  const rg = () => `${random.digits(2)}.${random.digits(3)}.${random.digits(3)}-${random.int(0, 9)}`;
  const phone = () => `(${city.ddd}) 9${random.digits(4)}-${random.digits(4)}`;
  const { schooling, job, income, benefits, disability } = socialDraws(random);
  const ownerSex = sexOf();
  const family = surname();
  const ownerFirst = firstName(ownerSex);
  const ownerName = fullName(ownerFirst, surname(), family);
  const ownerBirth = birthDate(19, 82);
  const ownerAge = yearsBetween(ownerBirth, now);
  const arrival = dateBetween(
    Math.max(ownerBirth.getTime() + 16 * YEAR_MS, now.getTime() - 45 * YEAR_MS),
    now.getTime() - 3 * YEAR_MS,
  );
  const occupied = dateBetween(arrival.getTime(), now.getTime() - 2 * YEAR_MS);
  const [occupation, occupationType] = job(ownerSex, ownerAge);
  const ownerDisability = disability();
  const email = random.chance(0.4)
    ? faker.internet.email({ firstName: ownerFirst, lastName: family }).toLowerCase()
    : null;

  const civil = random.weighted([
    [MARRIED, 34],
    ['União Estável', 14],
    ['Solteiro(a)', 24],
    ['Solteiro(a) em união estável', 5],
    ['Divorciado(a)', 8],
    ['Divorciado(a) em união estável', 3],
    ['Viúvo(a)', 7],
    ['Viúvo(a) em união estável', 2],
    ['Casado(a) com separação de corpos', 3],
  ] as const satisfies readonly (readonly [CivilStatus, number])[]);

  const lot: Partial<LotInsert> = {
    owner_name: ownerName,
    nationality: 'Brasileira',
    naturalidade: random.chance(0.7)
      ? `${city.name}/${city.uf}`
      : `${faker.location.city()}/${random.pick(['BA', 'MG', 'PE', 'CE', 'PR', 'SP'])}`,
    cpf: random.cpf(),
    nis: random.chance(0.6) ? random.nis() : null,
    rg: rg(),
    rg_uf: city.uf,
    rg_emissor: 'SSP',
    birth_date: isoDate(ownerBirth),
    data_chegada_municipio: isoDate(arrival),
    data_ocupacao_imovel: isoDate(occupied),
    email: email && email.length <= 50 ? email : null,
    cellphone_number: phone(),
    phone_number: random.chance(0.15) ? `(${city.ddd}) 3${random.digits(3)}-${random.digits(4)}` : null,
    owner_mother_name: fullName(firstName('Feminino'), surname(), family),
    owner_father_name: random.chance(0.85) ? `${firstName('Masculino')} ${family}` : null,
    civil_status: civil,
    sex: ownerSex,
    occupation,
    occupation_type: occupationType,
    income: income(occupationType),
    escolaridade: schooling(),
    beneficios_sociais: eligibleBenefits(benefits(), {
      age: ownerAge,
      type: occupationType,
      disabled: ownerDisability !== null,
    }),
    deficiencia: ownerDisability !== null,
    deficiencia_desc: ownerDisability,
    observations: random.chance(0.12) ? random.pick(OBSERVATIONS) : null,
    cnpj: null,
  };

  // Spouse (Cônjuge tab: exactly Casado(a)) or companion (Companheiro(a) tab: 'estável').
  const partnerSex = ownerSex === 'Feminino' ? 'Masculino' : 'Feminino';
  const partnerName = fullName(firstName(partnerSex), surname(), random.chance(0.6) ? family : surname());
  // Near the holder's age (up to 12 years apart), still an adult, in one draw (a spouse of 19
  // beside a holder of 80 read wrong).
  const partnerBirth = new Date(
    Math.min(
      Math.max(ownerBirth.getTime() + (random.next() * 2 - 1) * 12 * YEAR_MS, now.getTime() - 85 * YEAR_MS),
      now.getTime() - 19 * YEAR_MS,
    ),
  );
  const partnerAge = yearsBetween(partnerBirth, now);
  /** When the couple got together: both adults, at least a year ago. */
  const together = () =>
    dateBetween(Math.max(ownerBirth.getTime(), partnerBirth.getTime()) + 18 * YEAR_MS, now.getTime() - YEAR_MS);
  if (civil === MARRIED) {
    Object.assign(lot, {
      spouse_name: partnerName,
      spouse_cpf: random.cpf(),
      spouse_rg: rg(),
      spouse_rg_uf: city.uf,
      spouse_rg_emissor: 'SSP',
      marriage_regime_de_bens: random.weighted([
        [MARRIAGE_REGIMES[0], 80],
        [MARRIAGE_REGIMES[1], 15],
        [MARRIAGE_REGIMES[2], 5],
      ]),
      marriage_date: isoDate(together()),
      spouse_mother_name: `${firstName('Feminino')} ${surname()}`,
      spouse_father_name: `${firstName('Masculino')} ${surname()}`,
      // On the Cônjuge tab too since 2026-12-06; the sex the name was drawn with, no new draw.
      companion_sex: partnerSex,
      companion_birth_date: isoDate(partnerBirth),
      companion_naturalidade: `${city.name}/${city.uf}`,
      companion_nationality: 'Brasileira',
      ...spouseSocial(later, partnerSex, partnerAge),
    });
  } else if (civil.toLowerCase().includes('estável')) {
    const [companionJob, companionType] = job(partnerSex, partnerAge);
    const companionDisability = disability();
    Object.assign(lot, {
      spouse_name: partnerName,
      spouse_cpf: random.cpf(),
      uniao_estavel_since: isoDate(together()),
      companion_occupation: companionJob,
      companion_occupation_type: companionType,
      companion_income: income(companionType),
      companion_civil_status: random.pick(['Solteiro(a)', 'Divorciado(a)', 'Viúvo(a)']),
      companion_sex: partnerSex,
      companion_naturalidade: `${city.name}/${city.uf}`,
      companion_nationality: 'Brasileira',
      companion_nis: random.chance(0.5) ? random.nis() : null,
      companion_escolaridade: schooling(),
      companion_beneficios_sociais: eligibleBenefits(benefits(), {
        age: partnerAge,
        type: companionType,
        disabled: companionDisability !== null,
      }),
      companion_deficiencia: companionDisability !== null,
      companion_deficiencia_desc: companionDisability,
      companion_birth_date: isoDate(partnerBirth),
      ...companionIdentity(later, city),
    });
  }
  // A few owners run a small business (MEI) from home.
  if (random.chance(0.03)) lot.cnpj = random.cnpj();

  const kids: ChildRow[] = [];
  const childCount = random.weighted([
    [0, 25],
    [1, 28],
    [2, 25],
    [3, 14],
    [4, 6],
    [5, 2],
  ] as const);
  const motherIsOwner = ownerSex === 'Feminino';
  // Born while each recorded parent was of an age to have them (the partner is the other parent).
  const otherParent = lot.spouse_name ? partnerAge : null;
  const [youngest, oldest] = motherIsOwner
    ? childAgeRange(ownerAge, otherParent)
    : childAgeRange(otherParent, ownerAge);
  for (let i = 0; i < childCount; i++) {
    const sex = random.pick(['Feminino', 'Masculino'] as const);
    const born = birthDate(youngest, oldest);
    const age = yearsBetween(born, now);
    const adult = age >= 18;
    const [childJob, childType] = adult && random.chance(0.6) ? job(sex, age) : [null, null];
    const childDisability = disability();
    kids.push({
      name: `${firstName(sex)} ${family}`,
      cpf: age >= 12 || random.chance(0.5) ? random.cpf() : null,
      rg: age >= 12 ? rg() : null,
      birth_date: isoDate(born),
      mother_name: motherIsOwner ? ownerName : (lot.spouse_name ?? null),
      father_name: motherIsOwner ? (lot.spouse_name ?? null) : ownerName,
      sex,
      // Grown children leave home as they age (most by their thirties).
      resident: !adult || random.chance(age < 25 ? 0.7 : age < 35 ? 0.4 : 0.15),
      deficiencia: childDisability !== null,
      deficiencia_desc: childDisability,
      escolaridade: schoolingAt(age) ?? schooling(),
      income: childType ? income(childType) : 0,
      nis: random.chance(0.3) ? random.nis() : null,
      occupation: childJob,
      occupation_type: childType,
      beneficios_sociais: eligibleBenefits(random.chance(0.1) ? ['IDENTIDADE JOVEM'] : [], {
        age,
        type: childType,
        disabled: childDisability !== null,
      }),
    });
  }

  const others: ResidentRow[] = [];
  const otherCount = random.weighted([
    [0, 70],
    [1, 22],
    [2, 8],
  ] as const);
  // Related as their ages allow (no grandchild of a holder of 30; a parent-in-law needs a partner).
  const relationships = RELATIONSHIPS.filter(
    (r) => relativeAgeRange(r, ownerAge) !== null && (r !== 'Sogro(a)' || lot.spouse_name),
  );
  for (let i = 0; i < otherCount; i++) {
    const sex = random.pick(['Feminino', 'Masculino'] as const);
    const relationship = random.pick(relationships);
    const [low, high] = relativeAgeRange(relationship, ownerAge)!;
    const born = birthDate(low, high);
    const age = yearsBetween(born, now);
    // A minor has no work of their own and is at school for their age.
    const [otherJob, otherType] = age >= 18 ? job(sex, age) : [null, null];
    others.push({
      name: fullName(firstName(sex), surname(), random.chance(0.5) ? family : surname()),
      cpf: random.cpf(),
      rg: random.chance(0.7) ? rg() : null,
      birth_date: isoDate(born),
      sex,
      escolaridade: schoolingAt(age) ?? schooling(),
      income: otherType ? income(otherType) : 0,
      relationship_owner: relationship,
      beneficios_sociais: eligibleBenefits(benefits(), { age, type: otherType, disabled: false }),
      deficiencia: false,
      nis: random.chance(0.4) ? random.nis() : null,
      occupation: otherJob,
      occupation_type: otherType,
      resident_type: 'other',
      resident: true,
    });
  }
  return { lot, children: kids, residents: others };
}

/** The socio-economic draws of a person, from one stream. */
function socialDraws(random: Random) {
  const schooling = () =>
    random.weighted(ADULT_SCHOOLING.map((e, i) => [e, i < 2 ? 30 : i < 4 ? 25 : i < 6 ? 6 : 1] as const));
  /**
   * One draw, among the work fit for the age (no intern of 61, no retiree of 29); the words
   * agree with the person's sex ("Outro" keeps the neutral form).
   */
  const job = (sex: string, age: number): [string, (typeof OCCUPATIONS)[number][1]] => {
    const [words, type] = random.pick(OCCUPATIONS.filter(([, kind]) => fitsAge(kind, age)));
    return [agree(words, genderOf(sex)), type];
  };
  /**
   * A worker's income, R$ 900 to 4.800, most near the minimum wage (the draw squared: median
   * ~R$ 1.875, a quarter above two minimum wages), as in a núcleo of Reurb-S (Decreto 9.310/2018
   * art. 5º, I; art. 6º). Drawn flat, a working couple averaged R$ 5.700 and the demo's núcleo
   * read as above the low-income ceiling it is registered under. Still one draw.
   */
  const income = (type: string) =>
    type === 'DESEMPREGADO' || type === 'OUTROS' // "Do lar", the list's one OUTROS: no pay of its own
      ? 0
      : type === 'APOSENTADO' || type === 'PENSIONISTA'
        ? 1518
        : type === 'ESTAGIÁRIO' // a bolsa-estágio
          ? Math.round((700 + random.next() * 800) * 100) / 100
          : Math.round((900 + random.next() ** 2 * 3900) * 100) / 100;
  const benefits = () => (random.chance(0.45) ? random.some(BENEFICIOS_SOCIAIS, 1, 2) : []);
  const disability = () => (random.chance(0.07) ? random.pick(DISABILITIES) : null);
  return { schooling, job, income, benefits, disability };
}

/** A companion's RG and filiação (the CRF's qualification, Decreto 9.310/2018 art. 38, VI), from `later`. */
function companionIdentity(later: Random, city: City): Partial<LotInsert> {
  const name = (sex: 'female' | 'male') => `${later.faker.person.firstName(sex)} ${later.faker.person.lastName()}`;
  return {
    spouse_rg: `${later.digits(2)}.${later.digits(3)}.${later.digits(3)}-${later.int(0, 9)}`,
    spouse_rg_uf: city.uf,
    spouse_rg_emissor: 'SSP',
    spouse_mother_name: name('female'),
    spouse_father_name: later.chance(0.85) ? name('male') : null,
  };
}

/** A married spouse's profession, work, income and social data (the Cônjuge tab's), from `later`. */
function spouseSocial(later: Random, sex: string, age: number): Partial<LotInsert> {
  const { schooling, job, income, benefits, disability } = socialDraws(later);
  const [occupation, type] = job(sex, age);
  const deficiency = disability();
  return {
    spouse_occupation: occupation,
    companion_occupation_type: type,
    companion_income: income(type),
    companion_nis: later.chance(0.5) ? later.nis() : null,
    companion_escolaridade: schooling(),
    companion_beneficios_sociais: eligibleBenefits(benefits(), { age, type, disabled: deficiency !== null }),
    companion_deficiencia: deficiency !== null,
    companion_deficiencia_desc: deficiency,
  };
}

/**
 * The sex faker's own lists of first names give a drawn name (no draw of its own, so the demo
 * stays the same): the first word found in either list decides; in neither, it is not said.
 */
export function sexOfName(random: Random, name: string): Sex | null {
  const firstNames = random.faker.definitions.person?.first_name;
  for (const word of name.split(/\s+/)) {
    if (firstNames?.female?.includes(word)) return SEXES[1].id;
    if (firstNames?.male?.includes(word)) return SEXES[0].id;
  }
  return null;
}
