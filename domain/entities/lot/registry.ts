import { UNIT_LAND_OWNERSHIPS } from '../../enums/land.ts';
import { REAL_RIGHTS } from '../../enums/real-rights.ts';
import { choice, cnm, date, inSection, longText, money, protocol, text } from '../../fields/builders.ts';
import { WHEN_REURB_E } from '../conditions.ts';

/**
 * Lot, "Direito real e registro": what the Reurb confers on the occupant and what the registry
 * office answered. The real right is declared per occupant in the CRF (Decreto 9.310/2018 art.
 * 3º, V: the CRF lists the occupants "e dos direitos reais que lhes foram conferidos"; art. 37,
 * III; art. 42, § 1º, III registers "os direitos reais indicados na CRF"; art. 38, VI is the
 * listing of the occupants' qualification, which says nothing of the right) and named in the título; the matrícula is the one the registry opens for each regularised
 * unit once the CRF is registered (art. 50) and is printed on the título from then on, never the
 * internal id. The protocol is the lot's public number (the public status lookup), set by the
 * database when the lot is created (domain/registry/protocol.ts).
 *
 * The registry's steps after the CRF (issue 16 part 5) are facts of the lot, in the order of
 * art. 42: prenotação (nº and date; the office then has 15 days), the nota de exigência (date,
 * what it asks, when it was answered), the registration (date, with the matrícula and its CNM,
 * Provimento CNJ 143/2023) and the título delivered to the family. They are columns of the lot,
 * not a table of their own: an office issues its exigências one at a time and the next is
 * recorded over the answered one, while every earlier value stays in the lot's history (who
 * wrote which date and text, server/history/); the stage is worked out from them
 * (domain/registry/stages.ts) and their order checked (domain/registry/rules.ts).
 */
export const LOT_REGISTRY = inSection('registry', [
  choice('real_right', 'Direito real conferido', REAL_RIGHTS),
  /**
   * Whose land the unit stands on, when the núcleo is over public and private land (project
   * settings, land_ownership): the legitimação de posse does not apply on public land (Decreto
   * 9.310/2018 art. 18, § 2º; domain/legal/land-rule.ts). Left empty, the núcleo's stands.
   */
  choice('land_ownership', 'Titularidade da área da unidade', UNIT_LAND_OWNERSHIPS, {
    helperText: 'Só quando o núcleo tem parte pública e parte privada (Configuração de Relatórios)',
  }),
  /**
   * In Reurb-E on public land, the acquisition of real rights by the occupant is conditioned on
   * paying the unit's fair value, set as the titular public entity's act establishes, without the
   * occupant's own buildings and improvements (Decreto 9.310/2018 art. 9º). The documents wait for
   * both (domain/legal/land-rule.ts). Shown on Reurb-E units.
   */
  money('valor_justo', 'Valor justo da unidade (R$)', {
    min: 0.01,
    when: WHEN_REURB_E,
    helperText:
      'Só na Reurb-E sobre bem público, apurado conforme o ato do titular do domínio (Decreto 9.310/2018, art. 9º)',
  }),
  date('valor_justo_pago_em', 'Valor justo pago em', { past: true, when: WHEN_REURB_E }),
  /**
   * The registry office of the lot's circunscrição when it is not the núcleo's (project settings,
   * origin_registry_office): a Reurb over several circunscrições is registered before each office
   * (Decreto 9.310/2018 art. 41), a lot on their border before the office of its larger part
   * (parágrafo único). The registry package gives each office its own lots (server/emissions/package.ts).
   */
  text('registry_office', 'Cartório de registro de imóveis do lote', {
    max: 300,
    helperText:
      'Só quando não é o do núcleo (Configuração de Relatórios); na divisa, o da maior parte do lote (Decreto 9.310/2018, art. 41)',
  }),
  /**
   * Where the unit comes from when the núcleo comes from more than one registration (the settings'
   * origin_registration and origin_owner_name are the núcleo's): the CRF informs the parcels of
   * each matrícula it reaches (Decreto 9.310/2018 art. 47), the matrícula opened for the unit names
   * its origin and that owner (art. 48, I), and a vacant, unsold unit's opens in the owner's name
   * (art. 52). Found on the planta de sobreposição; left empty, the núcleo's stand.
   */
  text('origin_registration', 'Matrícula ou transcrição de origem da unidade', {
    max: 200,
    helperText:
      'Só quando não é a do núcleo (Configuração de Relatórios), pela planta de sobreposição (Decreto 9.310/2018, arts. 47 e 48, I)',
  }),
  text('origin_owner_name', 'Proprietário(a) da matrícula de origem da unidade', {
    max: 300,
    helperText:
      'Só quando não é o do núcleo; numa unidade desocupada e não comercializada, a matrícula se abre em seu nome (art. 52)',
  }),
  text('registry_prenotacao_number', 'Prenotação nº', { max: 50 }),
  date('registry_prenotacao_on', 'Data da prenotação', { past: true }),
  date('registry_exigencia_on', 'Nota de exigência: data', { past: true }),
  longText('registry_exigencia_text', 'Nota de exigência: o que o cartório pediu', { max: 4000 }),
  date('registry_exigencia_answered_on', 'Exigência atendida em', { past: true }),
  date('registry_registered_on', 'Data do registro', { past: true }),
  text('registry_matricula', 'Matrícula nº (aberta pelo cartório)', { max: 50 }),
  cnm('registry_cnm', 'CNM (Código Nacional de Matrícula)'),
  date('title_delivered_on', 'Título entregue à família em', { past: true }),
  text('title_delivered_to', 'Título recebido por', { max: 200 }),
  protocol('protocol', 'Protocolo de acompanhamento', { readOnly: true, views: ['show'] }),
]);
