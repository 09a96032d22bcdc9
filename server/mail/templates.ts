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
