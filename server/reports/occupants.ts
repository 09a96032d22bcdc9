import { withoutFinalStop } from '../../domain/text/words.ts';
import { professionWords } from '../../domain/enums/person.ts';
import type { LotData } from './data.ts';
import { agree, genderOf, nationalityFor } from '../../domain/text/agreement.ts';
import * as f from './format.ts';
import { partnerOccupation, partnerTitle } from './household.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import {
  LOT_REURB_MODALITIES,
  lotModality,
  REURB_E,
  REURB_MISTA,
  REURB_MODALITIES,
  REURB_S,
} from '../../domain/enums/project.ts';
import { REAL_RIGHTS } from '../../domain/enums/real-rights.ts';
import { LEGITIMACAO_POSSE } from '../../domain/legal/legitimacao.ts';
import { isMarried } from '../../domain/enums/civil-status.ts';
import { approvalText, type Approval } from './pdf/approval.ts';
import type { ProjectInfo } from './data.ts';
import type { ReportSettings } from './settings.ts';
import { cityAndUf } from '../../domain/reference/states.ts';
import { registryReference } from '../../domain/registry/reference.ts';

/**
 * The occupants of a unit as the CRF lists them (Lei 13.465/2017 art. 41, VI; Decreto 9.310/2018
 * art. 38, VI): the holder
 * and, when there is one, the spouse or companion, each with nome, estado civil, profissão,
 * CPF, RG and filiação.
 */
export interface Occupant {
  quality: string;
  name: string;
  civilStatus: string;
  profession: string;
  cpf: string;
  rg: string;
  rgIssuer: string;
  nationality: string;
  mother: string;
  father: string;
  /** The real right conferred (Decreto 9.310/2018 arts. 8º and 37, III): the lot's, shared by holder and partner. */
  realRight: string;
  /** Marriage date and regime de bens (married holders and their spouses), or the stable union's start. */
  union: string;
  /**
   * For a legitimação de posse, the time of the occupation the title recognises (Decreto 9.310/2018
   * art. 18: "com a identificação de seus ocupantes, do tempo da ocupação e da natureza da posse"):
   * "ocupação desde 01/02/2010"; empty for any other right.
   */
  possession: string;
}

/**
 * The lot's real right as the documents write it. Empty means the Município has not decided
 * the instrument for this unit yet (art. 8º lists the instruments; its parágrafo único lets one
 * Reurb use more than one of them, so it is recorded unit by unit): the documents say so in words and never assume
 * one; the legal gate refuses the emission of a CRF or título in that case (domain/legal/rules.ts).
 */
export const NO_REAL_RIGHT = 'não definido';
export const realRightOf = (lot: Pick<LotData, 'real_right'>): string =>
  lot.real_right ? labelOf(REAL_RIGHTS, lot.real_right) : NO_REAL_RIGHT;

/** "casamento em 12/06/1995, regime de comunhão parcial de bens" / "união estável desde 03/02/2010". */
export function unionText(lot: LotData): string {
  if (isMarried(lot.civil_status))
    return [
      lot.marriage_date ? `casamento em ${f.date(lot.marriage_date)}` : '',
      lot.marriage_regime_de_bens
        ? `regime de ${f.regime(lot.marriage_regime_de_bens).toLocaleLowerCase('pt-BR')}`
        : '',
    ]
      .filter(Boolean)
      .join(', ');
  return lot.uniao_estavel_since && lot.partner ? `união estável desde ${f.date(lot.uniao_estavel_since)}` : '';
}

/** Since when a legitimação de posse's unit is occupied (art. 18: "do tempo da ocupação"); null for any other right. */
export const possessionSince = (lot: Pick<LotData, 'real_right' | 'data_ocupacao_imovel'>): string | null =>
  lot.real_right === LEGITIMACAO_POSSE ? lot.data_ocupacao_imovel : null;

/** The same, as the CRF writes it beside the right. */
const possessionText = (lot: Pick<LotData, 'real_right' | 'data_ocupacao_imovel'>): string => {
  const since = possessionSince(lot);
  return since ? `ocupação desde ${f.date(since)}` : '';
};

export const filiation = (o: Pick<Occupant, 'mother' | 'father'>): string =>
  [o.mother, o.father].filter(Boolean).join(' e ');

/**
 * A unit left vacant and unsold (Decreto 9.310/2018 art. 52, caput) has no occupant: its one row
 * names, where the occupant's would be, the original owner of the land in whose name its
 * matrícula is opened (the settings' origin_owner_name), or says the owner was not identified
 * (art. 48, II), and it confers no right.
 */
export const VACANT_QUALITY =
  'Titular originário do domínio: unidade desocupada e não comercializada (Decreto 9.310/2018, art. 52)';
export const UNIDENTIFIED_OWNER = 'Proprietário não identificado';
export const VACANT_RIGHT = 'Nenhum: matrícula em nome do titular originário do domínio';

const vacantUnit = (originOwner: string | null | undefined): Occupant => ({
  quality: VACANT_QUALITY,
  name: f.oneLine(originOwner) || UNIDENTIFIED_OWNER,
  civilStatus: '',
  profession: '',
  cpf: '',
  rg: '',
  rgIssuer: '',
  nationality: '',
  mother: '',
  father: '',
  realRight: VACANT_RIGHT,
  union: '',
  possession: '',
});

/**
 * The unit's rows: holder, then partner; for a vacant unit, its original owner alone: the unit's
 * own (lot origin_owner_name), else `originOwner`, the project settings' one.
 */
export function occupants(lot: LotData, originOwner?: string | null): Occupant[] {
  if (lot.unidade_desocupada) return [vacantUnit(f.oneLine(lot.origin_owner_name) || originOwner)];
  // Civil status, profession and nationality agree with each person's sex (domain/text/agreement.ts).
  const holderGender = genderOf(lot.sex);
  const partnerGender = genderOf(lot.companion_sex);
  const holder: Occupant = {
    quality: 'Titular',
    name: lot.owner_name ?? '',
    civilStatus: agree(lot.civil_status ?? '', holderGender),
    profession: agree(professionWords(f.oneLine(lot.occupation) || (lot.occupation_type ?? '')), holderGender),
    cpf: f.cpf(lot.cpf),
    rg: lot.rg ?? '',
    rgIssuer: [lot.rg_emissor, lot.rg_uf].filter(Boolean).join('/'),
    nationality: nationalityFor(lot.nationality, holderGender),
    mother: lot.owner_mother_name ?? '',
    father: lot.owner_father_name ?? '',
    realRight: realRightOf(lot),
    union: unionText(lot),
    possession: possessionText(lot),
  };
  if (!lot.partner) return [holder];
  return [
    holder,
    {
      quality: partnerTitle(lot),
      name: lot.spouse_name ?? '',
      // A married spouse shares the holder's civil status; a companion has their own.
      civilStatus: agree(
        lot.civil_status === 'Casado(a)' ? 'Casado(a)' : (lot.companion_civil_status ?? ''),
        partnerGender,
      ),
      profession: agree(professionWords(partnerOccupation(lot)), partnerGender),
      cpf: f.cpf(lot.spouse_cpf),
      rg: lot.spouse_rg ?? '',
      rgIssuer: [lot.spouse_rg_emissor, lot.spouse_rg_uf].filter(Boolean).join('/'),
      nationality: nationalityFor(lot.companion_nationality, partnerGender),
      mother: lot.spouse_mother_name ?? '',
      father: lot.spouse_father_name ?? '',
      realRight: holder.realRight,
      union: holder.union,
      possession: holder.possession,
    },
  ];
}

/**
 * The modality as the CRF writes it (Lei 13.465/2017 art. 13; Decreto 9.310/2018 art. 38, III),
 * from the project's choice. A mista project classifies each unit (Decreto art. 5º, § 7º): the
 * CRF says where each unit's modality is stated (lotModalityText, in the occupants listing).
 */
export const modality = (project: Pick<ProjectInfo, 'reurb_modality'>): string =>
  project.reurb_modality === REURB_MISTA
    ? `${labelOf(REURB_MODALITIES, project.reurb_modality)}: a modalidade de cada unidade consta da listagem dos ocupantes (Decreto nº 9.310/2018, arts. 5º, § 7º, e 38, III)`
    : labelOf(REURB_MODALITIES, project.reurb_modality);

/** Whether the CRF states each unit's own modality: a mista project (Decreto 9.310/2018 art. 5º, § 7º). */
export const perLotModality = (project: Pick<ProjectInfo, 'reurb_modality'>): boolean =>
  project.reurb_modality === REURB_MISTA;

/** "Reurb-S" / "Reurb-E": the modality that applies to one unit (domain/enums/project.ts#lotModality). */
export const NO_LOT_MODALITY = 'não definida';
export function lotModalityText(
  project: Pick<ProjectInfo, 'reurb_modality'>,
  lot: Pick<LotData, 'reurb_modality'>,
): string {
  const m = lotModality(project.reurb_modality, lot.reurb_modality);
  return m ? labelOf(LOT_REURB_MODALITIES, m).replace(/ \(.*\)$/, '') : NO_LOT_MODALITY;
}

/** The words Decreto 9.310/2018 art. 30, § 2º, requires of the CRF when nothing is left to build. */
export const INFRASTRUCTURE_CLAUSE =
  'O núcleo urbano regularizado já possui a infraestrutura essencial definida no § 1º do art. 31 do Decreto nº 9.310/2018 e não existem compensações urbanísticas ou ambientais ou outras obras e serviços a serem executados (Decreto nº 9.310/2018, art. 30, §§ 1º e 2º).';

/**
 * Who answers for the works and services of the cronograma físico (Lei 13.465/2017 art. 41, IV;
 * Decreto 9.310/2018 arts. 30, IX, and 38, IV): the settings' own text when given. Otherwise
 * the default depends on the modality:
 * - Reurb-S: the Município (Decreto arts. 26, § 1º, I, and 34: the Poder Público implants the
 *   essential infrastructure);
 * - Reurb-E: nobody is presumed. The works are paid by the beneficiaries or private requesters
 *   (art. 26, § 1º, II) and the Município must define the responsible parties when it approves
 *   the project (art. 35), who may be the beneficiaries (§ 1º): the CRF says they were not stated,
 *   so that staff fill the setting, and never names the Município;
 * - mista: each of the two, for the units of its modality.
 * The schedule is the one recorded or, when none was typed, the one of the approved project.
 * When the núcleo already has its essential infrastructure (art. 30, §§ 1º–2º) the CRF carries
 * that clause instead. Otherwise it names the termo de compromisso the cronograma is the object of,
 * which the CRF is made of (art. 3º, V and § 2º; the PDF is server/procedure/letters/commitment.ts),
 * with the day it was signed once the settings state it (art. 21, § 1º; the emitted CRF waits for
 * it: domain/legal/rules.ts, termo-compromisso-assinado).
 */
export function worksText(
  settings: ReportSettings | null,
  municipality: string,
  reurbModality: string | null = REURB_S,
): string {
  if (settings?.infrastructure_complete) return INFRASTRUCTURE_CLAUSE;
  const stated = f.oneLine(settings?.works_responsible);
  const publicWorks = `${municipality}${settings?.city_cnpj ? ` (CNPJ ${f.cnpj(settings.city_cnpj)})` : ''} (Decreto nº 9.310/2018, arts. 26, § 1º, I, e 34)`;
  const notStated =
    'não indicados nas configurações do projeto: na Reurb-E, são os definidos pelo Município na aprovação do projeto de regularização fundiária, podendo ser atribuídos aos beneficiários (Decreto nº 9.310/2018, arts. 26, § 1º, II, e 35)';
  const responsible =
    stated ||
    (reurbModality === REURB_E
      ? `Responsáveis ${notStated}`
      : reurbModality === REURB_MISTA
        ? `Unidades em Reurb-S: ${publicWorks}; unidades em Reurb-E: responsáveis ${notStated}`
        : publicWorks);
  // Typed text often ends in a full stop; the sentence goes on after it with its article.
  const schedule = withoutFinalStop(f.oneLine(settings?.works_schedule));
  return `${responsible}. Cronograma físico de obras e serviços: ${
    schedule ||
    `o do projeto de regularização fundiária aprovado${settings?.city_admin_process ? ` no processo administrativo nº ${settings.city_admin_process}` : ''}`
  } (Decreto nº 9.310/2018, art. 30, IX), objeto do termo de compromisso${
    settings?.commitment_signed_on ? ` assinado em ${f.date(settings.commitment_signed_on)},` : ''
  } que integra esta certidão (art. 3º, V e § 2º).`;
}

/**
 * The núcleo's facts printed at the top of a CRF (PDF and spreadsheet alike). `listing`: where
 * the units are listed, "below" on the PDF's page, a sheet of its own in the spreadsheet.
 */
/**
 * The registration the núcleo comes from and its registry office, as the settings know them:
 * "matrícula ou transcrição nº 45.678 do 2º Cartório de Registro de Imóveis de Campinas" ('' when
 * neither is known). The título heads itself with it; the CRF locates the núcleo with it.
 */
export function originReference(settings: ReportSettings | null): string {
  const registration = f.oneLine(settings?.origin_registration);
  const office = f.oneLine(settings?.origin_registry_office);
  return [registration && registryReference(registration, 'matrícula ou transcrição'), office && `do ${office}`]
    .filter(Boolean)
    .join(' ');
}

export function nucleusFacts(
  project: ProjectInfo,
  settings: ReportSettings | null,
  units: number,
  area: CrfPlace,
  approval: Approval | null = null,
  listing = 'na listagem abaixo',
): [string, string][] {
  const city = project.city ?? '';
  const place = cityAndUf(city, project.state);
  const municipality = city ? `Município de ${city}` : 'o Município';
  const origin = originReference(settings);
  // Numbered as the incisos of Decreto 9.310/2018 art. 38 (I–V here; VI, the occupants, is the
  // listing that follows). The approval is not an inciso: the CRF is itself the act that approves
  // the Reurb (art. 38, caput; art. 37), so it is stated first and unnumbered.
  return [
    [
      'Aprovação do projeto de regularização fundiária',
      approval
        ? `aprovado ${approvalText(approval)} (Lei nº 13.465/2017, art. 40; Decreto nº 9.310/2018, arts. 37 e 38, caput)`
        : 'não registrada no procedimento do projeto',
    ],
    ['I – Núcleo urbano informal', project.name],
    [
      'II – Localização',
      [
        area.neighbourhoods.length ? `Bairro(s) ${area.neighbourhoods.join(', ')}` : '',
        place,
        // The registration the núcleo comes from: the CRF is registered in every matrícula it reaches (Dec. art. 47).
        origin && `imóvel de origem: ${origin}`,
      ]
        .filter(Boolean)
        .join(' – '),
    ],
    ['III – Modalidade', modality(project)],
    [
      settings?.infrastructure_complete
        ? 'IV – Infraestrutura essencial'
        : 'IV – Responsáveis pelas obras e serviços e cronograma',
      worksText(settings, municipality, project.reurb_modality),
    ],
    [
      'V – Unidades regularizadas',
      `${units} ${units === 1 ? 'unidade, indicada' : 'unidades, indicadas'} por quadra e lote ${listing}`,
    ],
    publicAreas(area.streets),
    ...exemption(project),
  ];
}

/** Where the CRF's units are: their neighbourhoods, and the streets that bound their blocks. */
export interface CrfPlace {
  neighbourhoods: readonly string[];
  streets: readonly string[];
}

const AND_LIST = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/**
 * With the CRF's registration the public ways, the areas of common use, the public buildings and
 * the urban equipment pass to the public domain as the approved project sets them (Decreto
 * 9.310/2018 art. 51, caput), and the request to register the CRF stands for the request to open
 * their matrículas (§§ 1º and 2º): said on the CRF, so the Município need not ask again, with the
 * streets the project registers around the units' blocks. Unnumbered: not an inciso of art. 38.
 */
function publicAreas(streets: readonly string[]): [string, string] {
  const named = streets.length
    ? `, entre eles, conforme o cadastro do projeto, ${streets.length === 1 ? 'a via' : 'as vias'} ${AND_LIST.format(streets)}`
    : '';
  return [
    'Áreas públicas',
    `as vias públicas, as áreas destinadas ao uso comum do povo, os prédios públicos e os equipamentos urbanos, na forma estabelecida no projeto de regularização fundiária aprovado${named}, incorporam-se automaticamente ao patrimônio público com o registro desta CRF (Decreto nº 9.310/2018, art. 51, caput), cujo requerimento substitui o de abertura de matrícula dessas áreas (art. 51, §§ 1º e 2º)`,
  ];
}

/**
 * In Reurb-S the acts needed to register it are free, the CRF's and the project's registration
 * with each unit's matrícula among them (Decreto 9.310/2018 arts. 53 and 54, IV), and no proof of
 * taxes paid may be asked (art. 55): stated on the CRF the Município presents, unnumbered (not an
 * inciso of art. 38). A mista project's are its Reurb-S units' (art. 5º, §§ 1º and 7º); Reurb-E
 * has none.
 */
function exemption(project: Pick<ProjectInfo, 'reurb_modality'>): [string, string][] {
  const label = 'Isenção de custas e emolumentos';
  if (project.reurb_modality === REURB_S)
    return [
      [
        label,
        'os atos necessários ao registro desta Reurb-S, entre eles o registro desta CRF e do projeto de regularização fundiária, com a abertura de matrícula para cada unidade imobiliária, são isentos de custas e emolumentos (Decreto nº 9.310/2018, arts. 53 e 54, IV), sendo vedado exigir comprovação de pagamento de tributos (art. 55)',
      ],
    ];
  if (project.reurb_modality === REURB_MISTA)
    return [
      [
        label,
        'os atos necessários ao registro das unidades em Reurb-S são isentos de custas e emolumentos (Decreto nº 9.310/2018, arts. 5º, § 1º, 53 e 54), sendo vedado exigir comprovação de pagamento de tributos nesses atos (art. 55)',
      ],
    ];
  return [];
}
