import { isMarried, isStableUnion } from '../../domain/enums/civil-status.ts';
import { agree, genderOf, nationalityFor } from '../../domain/text/agreement.ts';
import type { LotData, ProjectInfo } from './data.ts';
import * as f from './format.ts';
import { named } from './household.ts';
import type { ReportSettings } from './settings.ts';

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

export function issuerText(project: ProjectInfo, settings: ReportSettings | null): string {
  const city = project.city ?? '';
  return (
    `O MUNICÍPIO DE ${city.toLocaleUpperCase('pt-BR') || '—'}, pessoa jurídica de direito público interno` +
    `${settings?.city_cnpj ? `, inscrito no CNPJ sob o nº ${f.cnpj(settings.city_cnpj)}` : ''}` +
    `${settings?.city_adress ? `, com sede em ${f.oneLine(settings.city_adress)}` : ''}` +
    `${settings?.city_mayor_name ? `, neste ato representado por seu(sua) Prefeito(a) Municipal, ${settings.city_mayor_name}` : ''}` +
    ', com fundamento nos arts. 23 e 24 da Lei nº 13.465, de 11 de julho de 2017, e no Decreto nº 9.310, de 15 de março de 2018' +
    `${settings?.city_admin_process ? `, e conforme o processo administrativo nº ${settings.city_admin_process}` : ''}` +
    ', CONFERE o presente TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA, no âmbito da Reurb-S, a:'
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
    (f.oneLine(lot.occupation) || lot.occupation_type || '').toLocaleLowerCase('pt-BR'),
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
    (f.oneLine(lot.companion_occupation) || lot.companion_occupation_type || '').toLocaleLowerCase('pt-BR'),
    rgText(lot.spouse_rg, lot.spouse_rg_emissor, lot.spouse_rg_uf),
    lot.spouse_cpf && `inscrito(a) no CPF sob o nº ${f.cpf(lot.spouse_cpf)}`,
    parents(lot.spouse_mother_name, lot.spouse_father_name),
    'residente no mesmo endereço',
  ])}`;
  return agree(text, gender);
}

export function propertyText(lot: LotData, project: ProjectInfo): string {
  const address = f.address(lot);
  return `sobre o imóvel urbano correspondente ao ${named('Lote', lot.name)} da ${named('Quadra', lot.block_name)}, ${join(
    [
      lot.area != null && `com área de ${f.decimal(lot.area)} m²`,
      address && `situado em ${address}`,
      lot.inscricao_imobiliaria && `inscrição imobiliária nº ${lot.inscricao_imobiliaria}`,
      `integrante do núcleo urbano informal ${project.name}`,
      [project.city, project.state].filter(Boolean).length
        ? `no Município de ${[project.city, project.state].filter(Boolean).join('/')}`
        : '',
    ],
  )}.`;
}
