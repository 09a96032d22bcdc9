import { LAND_BOTH, LAND_PRIVATE, LAND_PUBLIC } from '../enums/land.ts';
import { REURB_E } from '../enums/project.ts';
import { isEmptyValue, type Values } from '../fields/condition.ts';
import { fail } from './finding.ts';
import { LEGITIMACAO_POSSE } from './legitimacao.ts';
import { modalityOf } from './rule-text.ts';
import { BOTH, type LegalFacts, type LegalRule } from './types.ts';

/**
 * Whose land a unit stands on: the lot's own answer, else the núcleo's when it is all public or all
 * private; null when the núcleo is over both and the lot does not say, or nobody said.
 */
export function unitLand(lot: Values, facts: LegalFacts): string | null {
  if (lot.land_ownership === LAND_PUBLIC || lot.land_ownership === LAND_PRIVATE) return lot.land_ownership;
  const nucleo = facts.project.land_ownership;
  return nucleo === LAND_PUBLIC || nucleo === LAND_PRIVATE ? nucleo : null;
}

/**
 * Decreto 9.310/2018 art. 18, § 2º: "A legitimação de posse não se aplica aos imóveis urbanos
 * situados em área de titularidade do Poder Público." A CRF declaring it on public land would
 * confer a possession the law does not grant there, which the registry refuses or, registered, a
 * court annuls: the family would count five years towards a property (art. 19) that never comes.
 * So the CRF waits while the unit is on public land, or while a núcleo over public and private
 * land does not say which part the unit is on: staff then choose the instrument the public titular
 * may use, the legitimação fundiária in Reurb-S (art. 16, § 4º) or another (art. 8º). When nobody
 * said whose land it is, a warning asks, without holding back the many núcleos on private land.
 */
export const LEGITIMACAO_POSSE_AREA_PUBLICA: LegalRule = {
  id: 'legitimacao-posse-area-publica',
  aboutOccupants: true,
  title: 'Legitimação de posse só em área privada',
  article: 'Decreto 9.310/2018, art. 18, § 2º',
  description:
    'A legitimação de posse não se aplica aos imóveis urbanos situados em área de titularidade do Poder Público: a CRF só a declara para a unidade em área privada. A titularidade é a do núcleo (Configuração de Relatórios) ou, no núcleo com parte pública e parte privada, a informada no lote.',
  severity: 'blocking',
  documents: ['cert-reg-fund'],
  applies: (lot) => lot.real_right === LEGITIMACAO_POSSE,
  check: (lot, facts) => {
    const land = unitLand(lot, facts);
    if (land === LAND_PRIVATE) return [];
    if (land === LAND_PUBLIC)
      return fail(
        'blocked',
        'A unidade está em área de titularidade do Poder Público, onde a legitimação de posse não se aplica (Decreto 9.310/2018, art. 18, § 2º). Escolha outro direito real: na Reurb-S, o ente titular do domínio pode reconhecer a propriedade por legitimação fundiária (art. 16, § 4º), ou outro instrumento do art. 8º.',
        isEmptyValue(lot.land_ownership) ? ['real_right', 'settings.land_ownership'] : ['real_right', 'land_ownership'],
      );
    if (facts.project.land_ownership === LAND_BOTH)
      return fail(
        'blocked',
        'O núcleo tem parte pública e parte privada, e a legitimação de posse só se aplica em área privada (Decreto 9.310/2018, art. 18, § 2º): informe no lote a titularidade da área da unidade.',
        ['land_ownership'],
      );
    return fail(
      'warning',
      'A titularidade da área do núcleo não está informada na Configuração de Relatórios: a legitimação de posse não se aplica em área do Poder Público (Decreto 9.310/2018, art. 18, § 2º). Informe-a para que a CRF seja conferida.',
      ['settings.land_ownership'],
    );
  },
};

/** What the fair value rule asks of the lot, as its registry tab names them (domain/entities/lot/registry.ts). */
const FAIR_VALUE = [
  { field: 'valor_justo', what: 'o valor justo' },
  { field: 'valor_justo_pago_em', what: 'a data do pagamento' },
] as const;

/**
 * Decreto 9.310/2018 art. 9º: "Na Reurb-E, promovida sobre bem público, se houver solução
 * consensual, a aquisição de direitos reais pelo particular ficará condicionada ao pagamento do
 * valor justo da unidade imobiliária regularizada". The reading that protects the Município: a
 * document conferring a right on public land in Reurb-E before the fair value is paid gives away
 * public property, which no act of the Município may do; without a consensual solution there is
 * no acquisition to document at all. So the CRF and the título wait for the value and the day it
 * was paid, recorded on the lot. It does not apply in Reurb-S (arts. 10 and 16, § 4º), nor on
 * private land, nor to a unit whose land nobody stated (the settings then say it).
 */
export const VALOR_JUSTO_REURB_E: LegalRule = {
  id: 'valor-justo-reurb-e',
  aboutOccupants: true,
  title: 'Reurb-E sobre bem público: valor justo pago',
  article: 'Decreto 9.310/2018, art. 9º',
  description:
    'Na Reurb-E promovida sobre bem público, a aquisição de direitos reais pelo particular fica condicionada ao pagamento do valor justo da unidade, apurado na forma do ato do Poder Público titular do domínio, sem considerar as acessões e benfeitorias do ocupante: a CRF e o título esperam o valor e a data do pagamento informados no lote.',
  severity: 'blocking',
  documents: BOTH,
  applies: (lot, facts) => modalityOf(lot, facts) === REURB_E && unitLand(lot, facts) === LAND_PUBLIC,
  check: (lot) => {
    const missing = FAIR_VALUE.filter((f) => isEmptyValue(lot[f.field]));
    if (!missing.length) return [];
    return fail(
      'blocked',
      `Na Reurb-E sobre bem público, a aquisição de direitos reais pelo particular fica condicionada ao pagamento do valor justo da unidade, apurado na forma do ato do Poder Público titular do domínio, sem considerar as acessões e benfeitorias feitas pelo ocupante (Decreto 9.310/2018, art. 9º): informe no lote ${missing.map((m) => m.what).join(' e ')}.`,
      missing.map((m) => m.field),
    );
  },
};
