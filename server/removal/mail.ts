import { escapeHtml } from '../auth/local-idp/pages.ts';
import { htmlLayout, type MailContent } from '../mail/templates.ts';

/** A lot whose data was kept, as the person is told about it. */
export interface KeptLot {
  lot: string;
  block: string;
  project: string;
}

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const IGNORE = 'Se você não fez este pedido, ignore esta mensagem: nenhum dado será removido.';
const LEGAL_HOLD =
  'Dados que a prefeitura é obrigada a manter para o processo de regularização fundiária (lotes cuja ' +
  'Certidão de Regularização Fundiária ou título já foi emitido) são conservados, como permite a Lei ' +
  'Geral de Proteção de Dados (Lei 13.709/2018, art. 16, I: cumprimento de obrigação legal ou regulatória).';

/** The link that confirms a removal request (spec §4): valid 24 h, single use. */
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
    html: htmlLayout(['Olá!', escapeHtml(intro), escapeHtml(step)], { label: 'Remover meus dados', url: link.url }).replace(
      '</div></body>',
      `<p style="margin:16px 0 0;font-size:12px;color:#52606d">${escapeHtml(LEGAL_HOLD)}</p>\n</div></body>`,
    ),
  };
}

/** After the removal: what was done and, when some data was kept, which and why (art. 16, I). */
export function removalDoneMail(done: { at: Date; kept: KeptLot[] }): MailContent {
  const removed = `Seus dados pessoais foram removidos do REURB Gestão em ${when.format(done.at)} (horário de Brasília), e a sua conta no aplicativo de cadastro, se havia uma, foi excluída.`;
  const kept = done.kept.map((k) => `${k.lot}, ${k.block}, projeto ${k.project}`);
  const keptText = kept.length
    ? [
        `Foram mantidos os dados de ${kept.length === 1 ? 'um lote' : `${kept.length} lotes`} cuja Certidão de Regularização Fundiária (CRF) ou título já foi emitido:`,
        ...kept.map((k) => `- ${k}`),
        'A prefeitura precisa conservá-los para cumprir obrigação legal ou regulatória do processo de regularização fundiária (Lei 13.709/2018, LGPD, art. 16, I; Lei 13.465/2017).',
      ]
    : [];
  const closing = 'Se você não pediu esta remoção, procure a prefeitura responsável pelo processo de regularização.';
  return {
    subject: 'Seus dados foram removidos - REURB Gestão',
    text: ['Olá!', '', removed, '', ...(keptText.length ? [...keptText, ''] : []), closing, ''].join('\n'),
    html: htmlLayout([
      'Olá!',
      escapeHtml(removed),
      ...(keptText.length
        ? [`${escapeHtml(keptText[0])}<br>${kept.map((k) => `&bull; ${escapeHtml(k)}`).join('<br>')}`, escapeHtml(keptText.at(-1)!)]
        : []),
      escapeHtml(closing),
    ]),
  };
}
