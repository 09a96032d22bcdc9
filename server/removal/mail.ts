import { escapeHtml } from '../auth/local-idp/pages.ts';
import { htmlLayout, type MailContent } from '../mail/templates.ts';

/** A lot whose data was kept, as the person is told about it. */
export interface KeptLot {
  lot: string;
  block: string;
  project: string;
}

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});
const IGNORE = 'Se você não fez este pedido, ignore esta mensagem: nenhum dado será removido.';
const LEGAL_HOLD =
  'Dados que a prefeitura é obrigada a manter para o processo de regularização fundiária (lotes cuja ' +
  'Certidão de Regularização Fundiária ou título já foi emitido) são conservados, como permite a Lei ' +
  'Geral de Proteção de Dados (Lei 13.709/2018, art. 16, I: cumprimento de obrigação legal ou regulatória).';

/** The link that confirms a removal request (docs/states.md#states): valid 24 h, single use. */
export function removalLinkMail(link: { url: string; expiresAt: Date }): MailContent {
  const intro =
    'Recebemos um pedido para remover os seus dados pessoais do REURB Gestão e do aplicativo de cadastro ' +
    '(Lei 13.709/2018, LGPD, art. 18).';
  const step =
    `Para confirmar, abra o link abaixo (válido até ${when.format(link.expiresAt)}, horário de Brasília, ` +
    'e para um único uso) e digite "Confirmar":';
  return {
    subject: 'Confirme a remoção dos seus dados - REURB Gestão',
    text: ['Olá!', '', intro, '', step, link.url, '', LEGAL_HOLD, '', IGNORE, ''].join('\n'),
    html: htmlLayout(['Olá!', escapeHtml(intro), escapeHtml(step)], {
      label: 'Remover meus dados',
      url: link.url,
    }).replace(
      '</div></body>',
      `<p style="margin:16px 0 0;font-size:12px;color:#52606d">${escapeHtml(LEGAL_HOLD)}</p>\n</div></body>`,
    ),
  };
}

/** What the removal did at once and what it queued, as the confirmation page and e-mail say it. */
export interface RemovalSummary {
  at: Date;
  kept: KeptLot[];
  /** The app account (0 or 1) and the records it answered for that were erased now. */
  erased: { account: number; owner: number; spouse: number; children: number; residents: number };
  /** Staff-held records queued for review: how many, and the end of the 15-day term. */
  review: { count: number; dueAt: Date | null };
}

const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether anything was erased at once. */
export const erasedSomething = (s: Pick<RemovalSummary, 'erased'>) =>
  s.erased.account > 0 || recordsErased(s.erased) > 0;

/** Records erased at once (files and kept lots are not records of the person). */
const recordsErased = (e: RemovalSummary['erased']) => e.owner + e.spouse + e.children + e.residents;

/**
 * The plain-language answer (LGPD art. 18 and 19): what was erased now, what is under review
 * by the municipality and until when, and what was kept. The review part never says how many
 * records or where: the address holder is not necessarily the person a CPF on them belongs to.
 */
export function removalSummaryParagraphs(s: RemovalSummary): string[] {
  const account = s.erased.account;
  const count = recordsErased(s.erased);
  const now = `Em ${when.format(s.at)} (horário de Brasília)`;
  const erasedNow = account
    ? `${now}, a sua conta no aplicativo de cadastro foi excluída` +
      (count
        ? ` e os dados que você informou por ela foram apagados (${plural(count, 'registro', 'registros')}).`
        : '.')
    : count
      ? `${now}, os dados que você informou pelo aplicativo de cadastro foram apagados (${plural(count, 'registro', 'registros')}).`
      : 'Não havia conta no aplicativo de cadastro com este e-mail: nada foi apagado automaticamente.';
  const paragraphs = [erasedNow];
  if (s.review.count && s.review.dueAt) {
    paragraphs.push(
      'Os cadastros feitos pela equipe da prefeitura em que aparecem o seu e-mail ou o seu CPF não são apagados automaticamente. ' +
        'Eles estão em análise pela prefeitura responsável pelo projeto de regularização, que decidirá apagá-los, anonimizá-los ' +
        'ou mantê-los quando a lei obrigar (Lei 13.709/2018, LGPD, art. 16, I), e dará a resposta completa em até 15 dias, ' +
        `até ${day.format(s.review.dueAt)} (LGPD, art. 19, II).`,
    );
  }
  return paragraphs;
}

/** After the removal: what was done, what is under review and, when some data was kept, which and why (art. 16, I). */
export function removalDoneMail(done: RemovalSummary): MailContent {
  const summary = removalSummaryParagraphs(done);
  const kept = done.kept.map((k) => `${k.lot}, ${k.block}, projeto ${k.project}`);
  const keptText = kept.length
    ? [
        `Foram mantidos os dados de ${kept.length === 1 ? 'um lote' : `${kept.length} lotes`} cuja Certidão de Regularização Fundiária (CRF) ou título já foi emitido:`,
        ...kept.map((k) => `- ${k}`),
        'A prefeitura precisa conservá-los para cumprir obrigação legal ou regulatória do processo de regularização fundiária (Lei 13.709/2018, LGPD, art. 16, I; Lei 13.465/2017).',
      ]
    : [];
  const closing = 'Se você não pediu esta remoção, procure a prefeitura responsável pelo processo de regularização.';
  const subject = done.review.count
    ? 'Seu pedido de remoção de dados: o que foi feito e o que está em análise - REURB Gestão'
    : 'Seus dados foram removidos - REURB Gestão';
  const intro =
    erasedSomething(done) && !done.review.count && !kept.length
      ? ['Seus dados pessoais foram removidos do REURB Gestão.', '']
      : [];
  return {
    subject,
    text: [
      'Olá!',
      '',
      ...intro,
      ...summary.flatMap((p) => [p, '']),
      ...(keptText.length ? [...keptText, ''] : []),
      closing,
      '',
    ].join('\n'),
    html: htmlLayout([
      'Olá!',
      ...intro.filter(Boolean).map(escapeHtml),
      ...summary.map(escapeHtml),
      ...(keptText.length
        ? [
            `${escapeHtml(keptText[0])}<br>${kept.map((k) => `&bull; ${escapeHtml(k)}`).join('<br>')}`,
            escapeHtml(keptText.at(-1)!),
          ]
        : []),
      escapeHtml(closing),
    ]),
  };
}
