import type { LotData } from './data.ts';
import { agree, genderOf, nationalityFor } from '../../domain/text/agreement.ts';
import * as f from './format.ts';
import { partnerTitle } from './household.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import { REURB_MODALITIES } from '../../domain/enums/project.ts';
import type { ProjectInfo } from './data.ts';
import type { ReportSettings } from './settings.ts';

/**
 * The occupants of a unit as the CRF lists them (Lei 13.465/2017 art. 41, VI): the holder
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
}

export const filiation = (o: Pick<Occupant, 'mother' | 'father'>): string =>
  [o.mother, o.father].filter(Boolean).join(' e ');

export function occupants(lot: LotData): Occupant[] {
  // Civil status and nationality agree with each person's sex (domain/text/agreement.ts).
  const holderGender = genderOf(lot.sex);
  const partnerGender = genderOf(lot.companion_sex);
  const holder: Occupant = {
    quality: 'Titular',
    name: lot.owner_name ?? '',
    civilStatus: agree(lot.civil_status ?? '', holderGender),
    profession: f.oneLine(lot.occupation) || (lot.occupation_type ?? ''),
    cpf: f.cpf(lot.cpf),
    rg: lot.rg ?? '',
    rgIssuer: [lot.rg_emissor, lot.rg_uf].filter(Boolean).join('/'),
    nationality: nationalityFor(lot.nationality, holderGender),
    mother: lot.owner_mother_name ?? '',
    father: lot.owner_father_name ?? '',
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
      profession: f.oneLine(lot.companion_occupation) || (lot.companion_occupation_type ?? ''),
      cpf: f.cpf(lot.spouse_cpf),
      rg: lot.spouse_rg ?? '',
      rgIssuer: [lot.spouse_rg_emissor, lot.spouse_rg_uf].filter(Boolean).join('/'),
      nationality: nationalityFor(lot.companion_nationality, partnerGender),
      mother: lot.spouse_mother_name ?? '',
      father: lot.spouse_father_name ?? '',
    },
  ];
}

/** The modality as the CRF writes it (Lei 13.465/2017 art. 13), from the project's choice. */
export const modality = (project: Pick<ProjectInfo, 'reurb_modality'>): string =>
  labelOf(REURB_MODALITIES, project.reurb_modality);

/**
 * Who answers for the works and services (Lei 13.465/2017 art. 33; Decreto 9.310/2018 art. 38):
 * the settings' own text when given; otherwise the Município, which is the rule in Reurb-S.
 */
function worksResponsible(project: ProjectInfo, settings: ReportSettings | null, municipality: string): string {
  const stated = f.oneLine(settings?.works_responsible);
  if (stated) return stated;
  return (
    `${municipality}${settings?.city_cnpj ? ` (CNPJ ${f.cnpj(settings.city_cnpj)})` : ''}, conforme o projeto de regularização fundiária e o cronograma aprovados` +
    `${settings?.city_admin_process ? ` no processo administrativo nº ${settings.city_admin_process}` : ''} (Lei nº 13.465/2017, art. 33)`
  );
}

/** The núcleo's facts printed at the top of a CRF (PDF and spreadsheet alike). */
export function nucleusFacts(
  project: ProjectInfo,
  settings: ReportSettings | null,
  units: number,
  neighbourhoods: string[],
): [string, string][] {
  const city = project.city ?? '';
  const place = [city, project.state].filter(Boolean).join('/');
  const municipality = city ? `Município de ${city}` : 'o Município';
  return [
    ['I – Núcleo urbano informal', project.name],
    [
      'II – Localização',
      [neighbourhoods.length ? `Bairro(s) ${neighbourhoods.join(', ')}` : '', place].filter(Boolean).join(' – '),
    ],
    ['III – Modalidade', modality(project)],
    ['IV – Responsabilidade pelas obras e serviços', worksResponsible(project, settings, municipality)],
    [
      'V – Unidades regularizadas',
      `${units} ${units === 1 ? 'unidade, indicada' : 'unidades, indicadas'} por quadra e lote na listagem abaixo`,
    ],
  ];
}
