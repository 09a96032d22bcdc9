import { professionWords } from '../../domain/enums/person.ts';
import { isMarried, isStableUnion } from '../../domain/enums/civil-status.ts';
import { displayProtocol } from '../../domain/registry/protocol.ts';
import { byAct } from '../../domain/text/act.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../../domain/enums/lot.ts';
import { LOT_REURB_MODALITIES, REURB_S, lotModality, readAsReurbS } from '../../domain/enums/project.ts';
import { lotSides, CORNERS, type LotCoordinates } from '../../domain/geo/polygon.ts';
import type { UtmZone } from '../../domain/geo/projection.ts';
import {
  agree,
  genderOf,
  genderOfBoth,
  mayorOffice,
  nationalityFor,
  type Gender,
} from '../../domain/text/agreement.ts';
import type { LotData, ProjectInfo } from './data.ts';
import { partnerOccupation } from './household.ts';
import * as f from './format.ts';
import { named } from '../../domain/text/named.ts';
import { originReference, realRightOf } from './occupants.ts';
import { CUT_OFF_DATE } from '../../domain/legal/rule-text.ts';
import { LEGITIMACAO_FUNDIARIA } from '../../domain/legal/legitimacao.ts';
import { approvalText, type Approval } from './pdf/approval.ts';
import type { ReportSettings } from './settings.ts';
import { cityAndUf } from '../../domain/reference/states.ts';
import { addYears } from '../../domain/procedure/calendar.ts';
import { registryReference } from '../../domain/registry/reference.ts';

/**
 * The words of a Título de Legitimação Fundiária (Lei 13.465/2017 arts. 23–24; Decreto
 * 9.310/2018): the issuer, the beneficiary's and the partner's full qualification, and the
 * property. Parts with no data are left out rather than written blank. Every word about a
 * person agrees with that person's sex (domain/text/agreement.ts); the neutral "(a)" stays only
 * where the sex is not registered.
 */
const join = (parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => !!p && !!p.trim()).join(', ');

const rgText = (rg: string | null, issuer: string | null, uf: string | null) =>
  rg
    ? `portador(a) da cédula de identidade RG nº ${rg}${issuer || uf ? ` expedida por ${[issuer, uf].filter(Boolean).join('/')}` : ''}`
    : '';

const parents = (mother: string | null, father: string | null) => {
  const names = [mother, father].filter((n): n is string => !!n?.trim());
  return names.length ? `filho(a) de ${names.join(' e de ')}` : '';
};

/** The matrícula the registry opened for the lot, typed as a number or with its kind ("matrícula nº 98.765"). */
const matriculaOf = (lot: Pick<LotData, 'registry_matricula'>) =>
  registryReference(lot.registry_matricula, 'matrícula');
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** The lot's modality as the título's header writes it; the words of the gate when it is not said. */
export function modalityLine(
  project: Pick<ProjectInfo, 'reurb_modality'>,
  lot: Pick<LotData, 'reurb_modality'>,
): string {
  const modality = lotModality(project.reurb_modality, lot.reurb_modality);
  return modality ? labelOf(LOT_REURB_MODALITIES, modality) : 'Modalidade da Reurb não definida para este lote';
}

/**
 * The references under the título's heading: the procedure (administrative process) number, the
 * núcleo, the lot's public protocol and, once the registry opened it, the lot's matrícula (never
 * an internal id: only numbers someone outside can look up).
 */
export function referenceLines(project: ProjectInfo, settings: ReportSettings | null, lot: LotData): string[] {
  return [
    settings?.city_admin_process ? `Procedimento administrativo nº ${settings.city_admin_process}` : '',
    `Núcleo urbano informal: ${project.name}`,
    lot.protocol ? `Protocolo nº ${displayProtocol(lot.protocol)}` : '',
    lot.registry_matricula
      ? `${upperFirst(matriculaOf(lot))}${lot.registry_cnm ? ` (CNM ${lot.registry_cnm})` : ''}`
      : '',
  ].filter(Boolean);
}

/** The registration the núcleo comes from and its registry office, when the settings know them. */
export function originText(settings: ReportSettings | null): string {
  const origin = originReference(settings);
  return origin ? `Imóvel de origem: ${origin}.` : '';
}

/**
 * The grant clause: who confers, on what grounds (Lei 13.465/2017 art. 23; Decreto 9.310/2018
 * art. 16), in which procedure and by which approval (Decreto 9.310/2018 art. 37).
 */
export function issuerText(
  project: ProjectInfo,
  settings: ReportSettings | null,
  lot?: Pick<LotData, 'reurb_modality'>,
  approval: Approval | null = null,
): string {
  const city = project.city ?? '';
  const modality = lotModality(project.reurb_modality, lot?.reurb_modality);
  const approved = approvalText(approval);
  return (
    `O MUNICÍPIO DE ${city.toLocaleUpperCase('pt-BR') || '—'}, pessoa jurídica de direito público interno` +
    `${settings?.city_cnpj ? `, inscrito no CNPJ sob o nº ${f.cnpj(settings.city_cnpj)}` : ''}` +
    `${settings?.city_adress ? `, com sede em ${f.oneLine(settings.city_adress)}` : ''}` +
    `${settings?.city_mayor_name ? `, neste ato representado por ${agree('seu(sua)', genderOf(settings.city_mayor_sex))} ${mayorOffice(settings.city_mayor_sex)}, ${settings.city_mayor_name}` : ''}` +
    ', com fundamento no art. 23 da Lei nº 13.465, de 11 de julho de 2017, e no art. 16 do Decreto nº 9.310, de 15 de março de 2018' +
    `${settings?.city_admin_process ? `, nos autos do processo administrativo nº ${settings.city_admin_process}` : ''}` +
    `${approved ? `, cujo projeto de regularização fundiária foi aprovado ${approved}` : ''}` +
    `, CONFERE o presente TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA${modality ? `, no âmbito da ${modality === REURB_S ? 'Reurb-S' : 'Reurb-E'}` : ''}, a:`
  );
}

export function holderText(lot: LotData): string {
  const gender = genderOf(lot.sex);
  const civil = lot.civil_status ? lot.civil_status.toLocaleLowerCase('pt-BR') : '';
  const marriage = isMarried(lot.civil_status)
    ? join([
        lot.marriage_date && `em ${f.date(lot.marriage_date)}`,
        lot.marriage_regime_de_bens &&
          `sob o regime de ${f.regime(lot.marriage_regime_de_bens).toLocaleLowerCase('pt-BR')}`,
      ])
    : '';
  const union =
    isStableUnion(lot.civil_status) && lot.uniao_estavel_since ? `desde ${f.date(lot.uniao_estavel_since)}` : '';
  const address = f.address(lot);
  const text = join([
    (lot.owner_name ?? '').toLocaleUpperCase('pt-BR'),
    nationalityFor(lot.nationality, gender),
    [civil, marriage, union].filter(Boolean).join(' '),
    professionWords(f.oneLine(lot.occupation) || lot.occupation_type || '').toLocaleLowerCase('pt-BR'),
    rgText(lot.rg, lot.rg_emissor, lot.rg_uf),
    lot.cpf && `inscrito(a) no CPF sob o nº ${f.cpf(lot.cpf)}`,
    parents(lot.owner_mother_name, lot.owner_father_name),
    address && `residente e domiciliado(a) em ${address}`,
  ]);
  return agree(text, gender);
}

export function partnerText(lot: LotData): string {
  if (!lot.partner) return '';
  // The possessive and every word agree with the partner's own sex ("e sua companheira, …").
  const gender = genderOf(lot.companion_sex);
  const title = isMarried(lot.civil_status) ? 'seu(sua) cônjuge' : 'seu(sua) companheiro(a)';
  const text = `e ${title}, ${join([
    (lot.spouse_name ?? '').toLocaleUpperCase('pt-BR'),
    nationalityFor(lot.companion_nationality, gender),
    isMarried(lot.civil_status) ? 'casado(a)' : lot.companion_civil_status?.toLocaleLowerCase('pt-BR'),
    professionWords(partnerOccupation(lot)).toLocaleLowerCase('pt-BR'),
    rgText(lot.spouse_rg, lot.spouse_rg_emissor, lot.spouse_rg_uf),
    lot.spouse_cpf && `inscrito(a) no CPF sob o nº ${f.cpf(lot.spouse_cpf)}`,
    parents(lot.spouse_mother_name, lot.spouse_father_name),
    'residente no mesmo endereço',
  ])}`;
  return agree(text, gender);
}

/**
 * The núcleo the unit belongs to and, once the settings prove it, the ground of the legitimação
 * fundiária: the núcleo "comprovadamente existente em 22 de dezembro de 2016" (Lei 13.465/2017
 * art. 9º, § 2º, as the gate cites it; Decreto 9.310/2018 art. 1º, § 2º, and art. 16, caput:
 * "núcleo urbano informal consolidado existente em 22 de dezembro de 2016"). The registry office
 * reads on the título itself that the instrument's one condition that is the núcleo's, not the
 * family's, was checked, and since when the núcleo is proven. Left out while the date or its
 * evidence is missing, or the date is later than the cut-off: the gate then refuses the emission
 * (domain/legal/legitimacao-rules.ts, marco-temporal) and a minuta lists why, so the título never
 * states what was not proven. "Consolidado" likewise, once the Município has so assessed it (art.
 * 3º, III; the gate's nucleo-consolidado).
 */
export function nucleoText(project: Pick<ProjectInfo, 'name'>, settings: ReportSettings | null): string {
  const nucleo = `integrante do núcleo urbano informal ${settings?.nucleo_consolidated ? 'consolidado ' : ''}${project.name}`;
  const proven = settings?.nucleo_existence_date;
  if (!proven || proven > CUT_OFF_DATE || !f.oneLine(settings?.nucleo_existence_evidence)) return nucleo;
  return `${nucleo}, comprovadamente existente em 22 de dezembro de 2016 (existência comprovada desde ${f.date(proven)}; Lei nº 13.465/2017, art. 9º, § 2º; Decreto nº 9.310/2018, art. 1º, § 2º, e art. 16)`;
}

/**
 * The right conferred and the property. The instrument is the lot's (Decreto 9.310/2018 art. 8º):
 * legitimação fundiária is the way the right of property is acquired (art. 16: "forma originária
 * de aquisição do direito real de propriedade"), not a right of its own, so the título says
 * "o direito real de propriedade, por legitimação fundiária". When the Município has not decided
 * the instrument, or decided another, the minuta says which ("não definido") and the legal gate
 * refuses the emission (domain/legal/rules.ts): the título never assumes it.
 */
export function propertyText(lot: LotData, project: ProjectInfo, settings: ReportSettings | null): string {
  const address = f.address(lot);
  const place = cityAndUf(project.city, project.state);
  const right =
    lot.real_right === LEGITIMACAO_FUNDIARIA
      ? 'o direito real de propriedade, por legitimação fundiária,'
      : `o direito real de propriedade (direito real conferido: ${realRightOf(lot).toLocaleLowerCase('pt-BR')})`;
  return `${right} sobre o imóvel urbano correspondente ao ${named('Lote', lot.name)} da ${named('Quadra', lot.block_name)}, ${join(
    [
      lot.area != null && `com área de ${f.decimal(lot.area)} m²`,
      address && `situado em ${address}`,
      lot.inscricao_imobiliaria && `inscrição imobiliária nº ${lot.inscricao_imobiliaria}`,
      lot.registry_matricula && `objeto da ${matriculaOf(lot)}${lot.registry_cnm ? ` (CNM ${lot.registry_cnm})` : ''}`,
      nucleoText(project, settings),
      place && `no Município de ${place}`,
    ],
  )}.`;
}

const METRES = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Seconds of arc as 05,123 (one formatter: `toLocaleString` builds a new one per call, 5% of a título). */
const SECONDS = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  minimumIntegerDigits: 2,
});

/** Degrees as 22°54'12,345" (seconds to the thousandth: about 3 cm on the ground). */
function dms(degrees: number): string {
  let thousandths = Math.round(Math.abs(degrees) * 3_600_000);
  const d = Math.floor(thousandths / 3_600_000);
  thousandths -= d * 3_600_000;
  const m = Math.floor(thousandths / 60_000);
  const s = (thousandths - m * 60_000) / 1000;
  return `${d}°${String(m).padStart(2, '0')}'${SECONDS.format(s)}"`;
}

/** A vertex as stored: UTM easting/northing in the project's zone, or latitude/longitude. */
function vertex(lot: LotCoordinates, corner: (typeof CORNERS)[number], zone: UtmZone | null): string {
  const x = lot[`coord_${corner}_x`]!;
  const y = lot[`coord_${corner}_y`]!;
  if (zone) return `E ${METRES.format(x)} m e N ${METRES.format(y)} m`;
  return `latitude ${dms(y)} ${y < 0 ? 'S' : 'N'} e longitude ${dms(x)} ${x < 0 ? 'W' : 'E'}`;
}

/**
 * The boundary description (memorial descritivo) from the lot's points P1–P4: each vertex in
 * SIRGAS 2000 as stored, each side with its bearing and its length computed on the ellipsoid
 * (domain/geo/polygon.ts), closing at P1 with the perimeter. Empty when a point is missing (the
 * lot is then described by quadra, lote and area, as in the approved project).
 */
export function boundaryText(lot: LotCoordinates, zone: UtmZone | null): string {
  const sides = lotSides(lot, zone);
  if (!sides) return '';
  const system = zone ? `SIRGAS 2000, projeção UTM, fuso ${zone}` : 'SIRGAS 2000, coordenadas geográficas';
  const steps = sides.map((side, i) => {
    const next = CORNERS[(i + 1) % CORNERS.length];
    const closing = i === sides.length - 1;
    return `deste, segue com rumo ${side.bearing} e distância de ${METRES.format(side.length_m)} m até o vértice ${side.to}${
      closing ? ', ponto inicial da descrição' : `, de coordenadas ${vertex(lot, next, zone)}`
    }`;
  });
  return `Descrição do perímetro (${system}): inicia-se no vértice P1, de coordenadas ${vertex(lot, 'p1', zone)}; ${steps.join('; ')}, fechando o perímetro de ${METRES.format(sides.reduce((sum, side) => sum + side.length_m, 0))} m.`;
}

const himself = (gender: Gender) =>
  gender === 'feminine'
    ? 'à própria beneficiária'
    : gender === 'masculine'
      ? 'ao próprio beneficiário'
      : 'ao(à) próprio(a) beneficiário(a)';

/**
 * Who the título is conferred on, as its clauses speak of them: the holder alone, or the holder
 * and the partner the grant clause names (`partnerText`) and who signs beside the holder. Both
 * are then beneficiaries, and the gate holds the partner's CPF to the same rule as the holder's
 * (Lei 13.465/2017 art. 23, § 1º, II; server/legal/lookups.ts, `cpfsOf`), so the clauses are in
 * the plural, agreed with the two together (`genderOfBoth`).
 */
function beneficiaries(lot: LotData): { plural: boolean; gender: Gender } {
  if (!lot.partner) return { plural: false, gender: genderOf(lot.sex) };
  return { plural: true, gender: genderOfBoth(genderOf(lot.sex), genderOf(lot.companion_sex)) };
}

/** The effects of the legitimação (Lei 13.465/2017 art. 23, § 2º; Decreto 9.310/2018 art. 16, caput and § 2º). */
export function effectsText(lot: LotData): string {
  const { plural, gender } = beneficiaries(lot);
  const who = plural
    ? 'os(as) beneficiários(as) adquirem a unidade imobiliária'
    : 'o(a) beneficiário(a) adquire a unidade imobiliária';
  const themselves = plural ? 'aos(às) próprios(as) beneficiários(as)' : himself(gender);
  return agree(
    'A aquisição do direito real de propriedade por legitimação fundiária é originária (Decreto nº 9.310/2018, art. 16): ' +
      `${who} livre e desembaraçada de quaisquer ônus, direitos reais, gravames ou inscrições eventualmente existentes em sua matrícula ou transcrição de origem, exceto quando disserem respeito ${themselves} ` +
      '(Lei nº 13.465/2017, art. 23, § 2º; Decreto nº 9.310/2018, art. 16, § 2º).',
    gender,
  );
}

const inReurbS = (project: Pick<ProjectInfo, 'reurb_modality'>, lot: LotData) =>
  readAsReurbS(project.reurb_modality, lot.reurb_modality);

/**
 * The beneficiaries' declaration of the conditions of Lei 13.465/2017 art. 23, § 1º, I and II
 * (Decreto 9.310/2018 art. 16, § 1º): required "apenas na Reurb-S", so empty in Reurb-E. A lot
 * of a mista project whose modality is not said is read as Reurb-S, the stricter reading (as
 * domain/legal/rules.ts#inReurbS does). With a partner, both declare, each for themselves: the
 * conditions are the beneficiary's, and both are beneficiaries of this título.
 */
export function eligibilityText(project: Pick<ProjectInfo, 'reurb_modality'>, lot: LotData): string {
  if (!inReurbS(project, lot)) return '';
  const { plural, gender } = beneficiaries(lot);
  const declaration = plural
    ? 'Os(as) beneficiários(as) declaram, cada um(a) por si, sob as penas da lei, que não são concessionários(as), foreiros(as) ou proprietários(as) de imóvel urbano ou rural ' +
      '(Lei nº 13.465/2017, art. 23, § 1º, I) e que não foram contemplados(as) com legitimação de posse ou fundiária de imóvel urbano com a mesma finalidade, ainda que situado em núcleo urbano distinto '
    : 'O(a) beneficiário(a) declara, sob as penas da lei, que não é concessionário(a), foreiro(a) ou proprietário(a) de imóvel urbano ou rural ' +
      '(Lei nº 13.465/2017, art. 23, § 1º, I) e que não foi contemplado(a) com legitimação de posse ou fundiária de imóvel urbano com a mesma finalidade, ainda que situado em núcleo urbano distinto ';
  return agree(
    `${declaration}(Lei nº 13.465/2017, art. 23, § 1º, II; Decreto nº 9.310/2018, art. 16, § 1º, I e II).`,
    gender,
  );
}

/**
 * What the family must know to register the título without paying: in Reurb-S the registry acts
 * are free of custas and emolumentos, the legitimação's registration among them (Decreto
 * 9.310/2018 arts. 53 and 54, II), no proof of taxes paid may be asked (art. 55), and the
 * exemption needs the título presented to the registry office within one year of its emission
 * (art. 56), by the occupants or the legitimados. A family who learns of the year too late pays
 * for what the law gives free; the título is the paper they keep, so it says so, with the last
 * day: one year date to date from the título's date, `issuedOn` (Lei 9.784/1999 art. 66, § 3º).
 * That day is not moved past a weekend or holiday as the staff's clock is: the family reads the
 * earliest day it could end, never a later one. Empty in Reurb-E, which has no such exemption; a
 * mista project's lot without its modality reads as Reurb-S, as the declaration above does.
 */
export function exemptionText(project: Pick<ProjectInfo, 'reurb_modality'>, lot: LotData, issuedOn: string): string {
  if (!inReurbS(project, lot)) return '';
  return (
    'Por se tratar de Reurb-S, o registro da legitimação fundiária é isento de custas e emolumentos ' +
    '(Decreto nº 9.310/2018, art. 53 e art. 54, II), e o oficial do cartório não pode exigir comprovação ' +
    'de pagamento de tributos para registrá-la (art. 55). Para a isenção, este título deve ser apresentado, ' +
    'pelos ocupantes ou por um dos legitimados da Reurb, ao cartório de registro de imóveis competente no prazo ' +
    `máximo de um ano, contado da data de sua emissão, ou seja, até ${f.date(addYears(issuedOn, 1))} (art. 56).`
  );
}

/**
 * The third condition of the legitimação in Reurb-S, for a unit with a non-residential purpose:
 * the public interest of its occupation recognised by the Poder Público (Lei 13.465/2017 art. 23,
 * § 1º, III; Decreto 9.310/2018 art. 16, § 1º, III). The gate asks for the act's number and date
 * (domain/legal/legitimacao-rules.ts, uso-nao-residencial); the título states them, so that the
 * registry office reads on what ground the unit was given. Empty for a residential unit, in
 * Reurb-E, and for a unit of mixed use with no act recorded (the gate only warns there).
 */
export function publicInterestText(project: Pick<ProjectInfo, 'reurb_modality'>, lot: LotData): string {
  if (!inReurbS(project, lot)) return '';
  if (lot.uso_do_lote !== USO_NAO_RESIDENCIAL && lot.uso_do_lote !== USO_MISTO) return '';
  const number = f.oneLine(lot.public_interest_act_number);
  if (!number || !lot.public_interest_act_date) return '';
  const use = lot.uso_do_lote === USO_MISTO ? 'de uso misto' : 'de finalidade não residencial';
  return (
    `O Poder Público reconheceu o interesse público da ocupação do imóvel, ${use}, ${byAct(number)}, ` +
    `de ${f.date(lot.public_interest_act_date)} (Lei nº 13.465/2017, art. 23, § 1º, III; Decreto nº 9.310/2018, art. 16, § 1º, III).`
  );
}
