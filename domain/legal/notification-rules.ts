import { labelOf } from '../enums/choice.ts';
import { PARTY_PENDING_TEXT, PARTY_ROLES } from '../procedure/parties.ts';
import { fail } from './finding.ts';
import { BOTH, type LegalRule } from './types.ts';

/** How many pending parties the message names before it counts the rest. */
const NAMED = 5;

/**
 * The notifications of art. 24 settled before the CRF or a título is issued. The Reurb goes on
 * over a notified party's silence once the 30 days close (§ 6º), over an impugnação accepted in
 * whole (§ 3º), or over a rejected one when no appeal came in 15 days (§ 10); an appeal needs its
 * resolution: a consensus reduced to a term, which conditions the CRF (art. 27, § 2º), or the
 * composition of the conflict (§ 11); so does an impugnação not accepted, in whole or in part,
 * which goes to that composition (§ 7º). Issued before that, the CRF would certify a Reurb a
 * notified owner or neighbour may still contest, and a court undoing it undoes the families'
 * titles with it: refused, for their sake and the Município's. § 9º lets the Município go on in
 * the part not impugned; the product records no such part, so the whole project waits. No party
 * recorded is only warned of: the notices may have been sent and kept on paper.
 */
export const NOTIFICACOES_RESOLVIDAS: LegalRule = {
  id: 'notificacoes-resolvidas',
  title: 'Notificações e impugnações resolvidas',
  article: 'Decreto 9.310/2018, art. 24, §§ 1º, 3º, 6º, 7º, 10 e 11, e art. 27, § 2º',
  description:
    'Cada notificado (titulares de domínio, responsáveis pela implantação, confinantes e terceiros interessados) concordou, expressamente ou pelo silêncio no prazo de 30 dias, ou teve sua impugnação decidida e, se houve recurso ou composição de conflitos, resolvidos.',
  severity: 'blocking',
  documents: BOTH,
  place: 'notified-parties',
  check: (_lot, facts) => {
    const parties = facts.project.notified_parties;
    if (!parties.length)
      return fail(
        'warning',
        'Nenhum notificado registrado no procedimento do projeto: registre em "Notificados" os titulares de domínio, os responsáveis pela implantação do núcleo, os confinantes e os terceiros interessados e o andamento de cada notificação (art. 24, §§ 1º e 2º).',
        [],
      );
    const pending = parties.filter((p) => p.pending);
    if (!pending.length) return [];
    const named = pending
      .slice(0, NAMED)
      .map((p) => `${labelOf(PARTY_ROLES, p.role)} ${p.name}: ${PARTY_PENDING_TEXT[p.pending!]}`);
    const rest = pending.length - named.length;
    return fail(
      'blocked',
      `A Reurb prossegue quando cada notificado concordou ou teve sua impugnação resolvida. Pendente${pending.length > 1 ? 's' : ''}: ${named.join('; ')}${rest ? `; e mais ${rest} notificado${rest > 1 ? 's' : ''}` : ''}.`,
      [],
    );
  },
};
