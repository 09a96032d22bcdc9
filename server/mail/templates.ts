import { ROLE_LABELS, type Role } from '../../domain/roles.ts';
import { escapeHtml } from '../auth/local-idp/pages.ts';

/** A message's content, before it has a recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface InvitationMail {
  /** The invited person's name, when known. */
  name: string | null;
  inviterName: string;
  projectName: string;
  projectRole: Role;
  /** Where the app lives (sign-in). */
  appUrl: string;
  /** A set-password link, for an account that has no password yet. */
  passwordLink?: { url: string; expiresAt: Date };
}

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Simple HTML every mail client shows: one column, inline styles, a button-like link. */
export function htmlLayout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1565c0;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#52606d">Se o botão não funcionar, copie este endereço no navegador:<br>` +
      `${escapeHtml(action.url)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>REURB Gestão</title></head>
<body style="margin:0;padding:24px;background:#eef2f6;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px;color:#1565c0">REURB Gestão</h1>
${body}
${button}
<p style="margin:24px 0 0;font-size:12px;color:#7b8794">Se você não esperava esta mensagem, pode ignorá-la.</p>
</div></body></html>`;
}

/** The invitation to a project (docs/roles.md#roles): with a set-password link when the account is new. */
export function invitationMail(mail: InvitationMail): MailContent {
  const greeting = mail.name ? `Olá, ${mail.name}!` : 'Olá!';
  const role = ROLE_LABELS[mail.projectRole].toLowerCase();
  const invited = `${mail.inviterName} convidou você para participar do projeto "${mail.projectName}" no REURB Gestão, com o perfil de ${role}.`;
  const subject = `Convite para o projeto ${mail.projectName} - REURB Gestão`;
  if (mail.passwordLink) {
    const until = when.format(mail.passwordLink.expiresAt);
    const step = `Para começar, defina a sua senha pelo link abaixo (válido até ${until}, horário de Brasília, e para um único uso):`;
    return {
      subject,
      text: [
        greeting,
        '',
        invited,
        '',
        step,
        mail.passwordLink.url,
        '',
        `Depois, entre em ${mail.appUrl}`,
        '',
        'Se você não esperava esta mensagem, pode ignorá-la.',
        '',
      ].join('\n'),
      html: htmlLayout([escapeHtml(greeting), escapeHtml(invited), escapeHtml(step)], {
        label: 'Definir minha senha',
        url: mail.passwordLink.url,
      }),
    };
  }
  const step = 'Você já tem acesso: entre com o seu e-mail e a sua senha de sempre.';
  return {
    subject,
    text: [
      greeting,
      '',
      invited,
      '',
      step,
      mail.appUrl,
      '',
      'Se você não esperava esta mensagem, pode ignorá-la.',
      '',
    ].join('\n'),
    html: htmlLayout([escapeHtml(greeting), escapeHtml(invited), escapeHtml(step)], {
      label: 'Acessar o REURB Gestão',
      url: mail.appUrl,
    }),
  };
}

/** One clock in the daily digest. */
export interface DigestItem {
  state: 'overdue' | 'due_soon';
  /** The first to end, of `count` clocks of one kind and state. */
  due_on: string;
  label: string;
  subject: string;
  article: string;
  /** How many clocks the line stands for (1 when not given). */
  count?: number;
}

export interface DigestMail {
  name: string | null;
  /** The Brasília day of the digest (ISO). */
  day: string;
  /** Per project: its name, its Prazos page and its clocks, overdue first. */
  projects: { name: string; url: string; items: DigestItem[] }[];
  appUrl: string;
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const many = (n: number) => n.toLocaleString('pt-BR');
const digestLine = (i: DigestItem) =>
  (i.count ?? 1) > 1
    ? `${i.state === 'overdue' ? `Vencidos desde ${brDate(i.due_on)}` : `Vencem a partir de ${brDate(i.due_on)}`}: ${i.label} – ${many(i.count!)} prazos (${i.article})`
    : `${i.state === 'overdue' ? `Vencido em ${brDate(i.due_on)}` : `Vence em ${brDate(i.due_on)}`}: ${i.label} – ${i.subject} (${i.article})`;

/**
 * The daily digest to a project admin (issue 16 part 4): the legal clocks of their projects that
 * are overdue or end within 7 days, grouped by project, each with the link to its Prazos page.
 */
export function digestMail(mail: DigestMail): MailContent {
  const items = mail.projects.flatMap((p) => p.items);
  const clocks = (state: DigestItem['state']) =>
    items.filter((i) => i.state === state).reduce((sum, i) => sum + (i.count ?? 1), 0);
  const overdue = clocks('overdue');
  const soon = clocks('due_soon');
  const counts = [
    overdue && `${many(overdue)} ${overdue === 1 ? 'prazo vencido' : 'prazos vencidos'}`,
    soon && `${many(soon)} ${soon === 1 ? 'prazo vence' : 'prazos vencem'} em até 7 dias`,
  ]
    .filter(Boolean)
    .join(' e ');
  const greeting = mail.name ? `Olá, ${mail.name}!` : 'Olá!';
  const intro = `Resumo de ${brDate(mail.day)} dos prazos legais da Reurb nos projetos que você administra: ${counts}.`;
  const text = [greeting, '', intro, ''];
  const html = [escapeHtml(greeting), escapeHtml(intro)];
  for (const p of mail.projects) {
    text.push(p.name, ...p.items.map((i) => `- ${digestLine(i)}`), `Ver os prazos: ${p.url}`, '');
    html.push(
      `<strong>${escapeHtml(p.name)}</strong><br>` +
        p.items
          .map(
            (i) =>
              `${i.state === 'overdue' ? '<span style="color:#b71c1c;font-weight:bold">' : '<span>'}` +
              `${escapeHtml(digestLine(i))}</span>`,
          )
          .join('<br>') +
        `<br><a href="${escapeHtml(p.url)}">Ver os prazos de ${escapeHtml(p.name)}</a>`,
    );
  }
  const footer = 'Você recebe este resumo por ser administrador(a) destes projetos no REURB Gestão.';
  text.push(footer, mail.appUrl, '');
  html.push(escapeHtml(footer));
  return {
    subject: `Prazos da Reurb: ${counts} (${brDate(mail.day)})`,
    text: text.join('\n'),
    html: htmlLayout(html, { label: 'Abrir o REURB Gestão', url: mail.appUrl }),
  };
}

/** What a certificate notice says: the certificate read and where its validity stands, or that it could not be read. */
export type CertificateSituation =
  | {
      state: 'ending' | 'expired' | 'not_yet';
      /** Brasília calendar days until the end (0: it ends today); 0 when not valid. */
      daysLeft: number;
      /** The certificate's holder (its CN: the municipality). */
      holder: string;
      /** The first and last days it is valid, Brasília dates (YYYY-MM-DD). */
      fromDay: string;
      untilDay: string;
    }
  /** Configured, but the file could not be opened (a wrong password, another kind of file). */
  | { state: 'unreadable' };

export type CertificateMail = CertificateSituation & {
  /** The administrator's name, when known. */
  name: string | null;
  appUrl: string;
};

/**
 * To a global administrator, about the certificate that signs the títulos and CRFs
 * (server/emissions/certificate-notices.ts): its end coming, or no PDF emission possible because
 * it has ended or has not begun (server/emissions/sign.ts refuses to sign outside it), or because
 * the file configured cannot be opened.
 */
export function certificateMail(mail: CertificateMail): MailContent {
  const [subject, situation, action] = certificateWords(mail);
  const greeting = mail.name ? `Olá, ${mail.name}!` : 'Olá!';
  const footer = 'Você recebe este aviso por ser administrador(a) do REURB Gestão.';
  return {
    subject,
    text: [greeting, '', situation, '', action, '', footer, mail.appUrl, ''].join('\n'),
    html: htmlLayout([greeting, situation, action, footer].map(escapeHtml), {
      label: 'Abrir o REURB Gestão',
      url: mail.appUrl,
    }),
  };
}

const REPEATED = 'Este aviso se repete a cada dia enquanto as emissões estiverem suspensas.';

/** A certificate notice's subject, what has happened and what to do. */
function certificateWords(mail: CertificateSituation): [string, string, string] {
  if (mail.state === 'unreadable')
    return [
      'O certificado digital dos títulos e CRFs não pôde ser lido: emissões suspensas',
      'O certificado digital configurado no servidor do REURB Gestão para assinar os títulos e as CRFs (SIGNING_P12) não pôde ser aberto. Até que isso seja corrigido, nenhum título nem CRF em PDF pode ser emitido; as minutas continuam disponíveis.',
      `Confira o arquivo e a senha configurados (SIGNING_P12 e SIGNING_P12_PASSWORD), por exemplo depois de uma renovação, e reinicie o servidor. Em Administração › Estado do sistema, o painel Certificado digital mostra o motivo. ${REPEATED}`,
    ];
  const until = brDate(mail.untilDay);
  const what = `O certificado digital que assina os títulos e as CRFs no REURB Gestão (SIGNING_P12, de ${mail.holder})`;
  if (mail.state === 'ending')
    return [
      mail.daysLeft === 0
        ? `O certificado digital dos títulos e CRFs vence hoje (${until})`
        : `O certificado digital dos títulos e CRFs vence em ${until} (${mail.daysLeft === 1 ? 'falta 1 dia' : `faltam ${many(mail.daysLeft)} dias`})`,
      `${what} vence ${mail.daysLeft === 0 ? 'hoje' : 'em'} ${until}. Depois dessa data, nenhum título nem CRF em PDF pode ser emitido: o sistema recusa a emissão para que nenhum documento saia com uma assinatura que não vale.`,
      'Providencie a renovação com a autoridade certificadora e instale o novo certificado no servidor (SIGNING_P12 e SIGNING_P12_PASSWORD), reiniciando-o.',
    ];
  return [
    mail.state === 'expired'
      ? `O certificado digital dos títulos e CRFs venceu em ${until}: emissões suspensas`
      : `O certificado digital dos títulos e CRFs só vale a partir de ${brDate(mail.fromDay)}: emissões suspensas`,
    mail.state === 'expired'
      ? `${what} venceu em ${until}. Até que um certificado válido seja instalado, nenhum título nem CRF em PDF pode ser emitido; as minutas continuam disponíveis.`
      : `${what} só vale a partir de ${brDate(mail.fromDay)}. Até lá, nenhum título nem CRF em PDF pode ser emitido; as minutas continuam disponíveis.`,
    `Instale um certificado válido no servidor (SIGNING_P12 e SIGNING_P12_PASSWORD) e reinicie-o. ${REPEATED}`,
  ];
}
