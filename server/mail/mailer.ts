import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** One message, in plain text and simple HTML (templates.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The message's action link (a removal or set-password link). Logged only by the local
   * outbox in development and test (`mail.logLinks`), where reading it from the log is the
   * documented way to follow the flow by hand; never in production, never over SMTP.
   */
  link?: string;
}

export interface SentMail {
  /** The RFC 822 Message-ID. */
  messageId: string;
  /** The .eml file, for the local outbox. */
  file?: string;
}

/** How the server sends e-mail: SMTP in production, an outbox folder of .eml files locally. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
}

/** The little of a logger the mailer uses (pino / Fastify's logger fit). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Logs name the recipient's domain only: an address is personal data. */
export const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Outbox folders already announced by this process: the warning is said once, at start. */
const announced = new Set<string>();

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an .eml file in the outbox. An
 * outbox in production (no SMTP_URL under `npm start`) is said once, as a warning naming the
 * folder: nobody receives those messages, and nothing of them goes to the log.
 */
export function createMailer(mail: Config['mail'], log: MailLog): Mailer {
  if (mail.smtpUrl) return smtpMailer(mail.smtpUrl, mail.from, log);
  const dir = path.resolve(mail.outboxDir);
  if (!mail.logLinks && !announced.has(dir)) {
    announced.add(dir);
    log.warn(
      { event: 'mail_outbox_mode', outbox_dir: dir },
      `SMTP_URL não definido: nenhum e-mail é enviado. Convites e links de remoção de dados são gravados como arquivos .eml em ${dir} ` +
        '(os links não vão para o log). Defina SMTP_URL para enviar de verdade.',
    );
  }
  return outboxMailer(dir, mail.from, log, mail.logLinks === true);
}

function smtpMailer(url: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      log.info({ event: 'mail_sent', transport: 'smtp', to_domain: domainOf(to) }, 'e-mail enviado');
      return { messageId: info.messageId };
    },
  };
}

/**
 * nodemailer's stream transport builds the real RFC 822 message (MIME parts, encodings,
 * headers) exactly as SMTP would send it; the outbox only keeps it in a file. The message is
 * written under a hidden name and then renamed: whoever reads the folder (a person, a test
 * waiting for the daily job's notices) sees each .eml whole, never one still being written.
 */
function outboxMailer(dir: string, from: string, log: MailLog, logLinks: boolean): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.resolve(dir, name);
      const partial = path.resolve(dir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      log.info(
        { event: 'mail_outbox', to_domain: domainOf(to), file, ...(link && logLinks ? { link } : {}) },
        'e-mail gravado na caixa de saída local',
      );
      return { messageId: info.messageId, file };
    },
  };
}
