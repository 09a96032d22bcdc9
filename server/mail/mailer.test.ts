import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, domainOf } from './mailer.ts';
import { readEml } from './read-eml.ts';
import { invitationMail } from './templates.ts';

const logged: Array<{ level: 'info' | 'warn'; details: Record<string, unknown>; message: string }> = [];
const entry = (level: 'info' | 'warn') => (details: object, message: string) =>
  void logged.push({ level, details: details as Record<string, unknown>, message });
const log = { info: entry('info'), warn: entry('warn') };

const content = invitationMail({
  name: 'Joana Araújo',
  inviterName: 'Gabriela Gestora',
  projectName: 'Núcleo Esperança',
  projectRole: 'admin',
  appUrl: 'http://localhost:3999',
  passwordLink: {
    url: 'http://localhost:3999/api/auth/set-password?token=abc.def',
    expiresAt: new Date('2026-11-29T15:00:00Z'),
  },
});

describe('outbox mailer (no SMTP_URL), in development and test', () => {
  // Each test has its own folder and sends its own message: none reads what another left.
  const outbox = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-outbox-'));
    return {
      dir,
      mailer: createMailer({ from: 'REURB Gestão <nao-responda@reurb.local>', outboxDir: dir, logLinks: true }, log),
    };
  };
  const invite = { to: 'joana@prefeitura.example', ...content, link: 'http://localhost:3999/x?token=abc.def' };

  it('writes a real RFC 822 message with a text and an HTML part, in Portuguese', async () => {
    const { dir, mailer } = outbox();
    const sent = await mailer.send(invite);
    expect(mailer.kind).toBe('outbox');
    expect(readdirSync(dir)).toEqual([path.basename(sent.file!)]);
    const raw = readFileSync(sent.file!, 'utf8');
    const message = readEml(raw);
    expect(message.headers['to']).toBe('joana@prefeitura.example');
    expect(message.headers['subject']).toBe('Convite para o projeto Núcleo Esperança - REURB Gestão');
    expect(message.headers['from']).toContain('nao-responda@reurb.local');
    expect(message.headers['mime-version']).toBe('1.0');
    expect(message.headers['message-id']).toBe(sent.messageId);
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(message.text).toContain('Olá, Joana Araújo!');
    expect(message.text).toContain('Gabriela Gestora convidou você para participar do projeto "Núcleo Esperança"');
    expect(message.text).toContain('perfil de administrador');
    expect(message.text).toContain('http://localhost:3999/api/auth/set-password?token=abc.def');
    expect(message.text).toContain('29/11/2026, 12:00');
    expect(message.html).toContain('<a href="http://localhost:3999/api/auth/set-password?token=abc.def"');
    expect(message.html).toContain('Definir minha senha');
  });

  it('logs the recipient domain, the file and (locally only) the link; never the address', async () => {
    const { mailer } = outbox();
    const before = logged.length;
    const sent = await mailer.send(invite);
    const lines = logged.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0].details).toEqual({
      event: 'mail_outbox',
      to_domain: 'prefeitura.example',
      file: sent.file,
      link: 'http://localhost:3999/x?token=abc.def',
    });
    expect(String(sent.file)).toMatch(/\.eml$/);
    expect(JSON.stringify(lines)).not.toContain('joana@');
  });

  it('shows each message whole: a reader of the folder never finds one half written', async () => {
    const { dir, mailer } = outbox();
    // The daily job's test read a message while it was being written, with no "To" yet (CI of 041e292).
    const torn = new Set<string>();
    let reading = true;
    const read = () => {
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
        if (readEml(readFileSync(path.join(dir, name), 'utf8')).headers['to'] !== invite.to) torn.add(name);
      }
      if (reading) setImmediate(read);
    };
    read();
    const sent = await Promise.all(Array.from({ length: 40 }, () => mailer.send(invite)));
    reading = false;
    expect([...torn]).toEqual([]);
    // Nothing left under the hidden name it is written with.
    expect(readdirSync(dir).sort()).toEqual(sent.map((s) => path.basename(s.file!)).sort());
  });
});

describe('outbox mailer in production (NODE_ENV=production, no SMTP_URL): issue 12, finding 9', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-outbox-prod-'));
  const from = 'REURB Gestão <nao-responda@reurb.local>';

  it('warns once, at creation, that mail goes to the outbox folder, and never logs a link', async () => {
    const before = logged.length;
    const mailer = createMailer({ from, outboxDir: dir, logLinks: false }, log);
    // The removal routes and the invitation routes each make one: still one warning.
    createMailer({ from, outboxDir: dir, logLinks: false }, log);
    const warnings = logged.slice(before).filter((e) => e.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].details).toEqual({ event: 'mail_outbox_mode', outbox_dir: path.resolve(dir) });
    expect(warnings[0].message).toContain('SMTP_URL não definido');
    expect(warnings[0].message).toContain(path.resolve(dir));

    const sent = await mailer.send({
      to: 'joana@prefeitura.example',
      ...content,
      link: 'http://localhost:3999/remove-account?token=segredo',
    });
    const line = logged.at(-1)!;
    expect(line.details).toEqual({ event: 'mail_outbox', to_domain: 'prefeitura.example', file: sent.file });
    expect(JSON.stringify(logged.slice(before))).not.toContain('segredo');
    // The message itself still holds the link: the outbox folder is where it is read.
    expect(readEml(readFileSync(sent.file!, 'utf8')).text).toContain('set-password?token=abc.def');
  });

  it('says nothing when links may be logged (development) or mail really leaves (SMTP_URL)', () => {
    const before = logged.length;
    createMailer({ from, outboxDir: mkdtempSync(path.join(os.tmpdir(), 'reurb-outbox-dev-')), logLinks: true }, log);
    createMailer(
      { from, smtpUrl: 'smtp://127.0.0.1:1', outboxDir: mkdtempSync(path.join(os.tmpdir(), 'reurb-outbox-smtp-')) },
      log,
    );
    expect(logged.slice(before)).toEqual([]);
  });
});

describe('invitation without a link (an existing account)', () => {
  it('points to the app instead', () => {
    const mail = invitationMail({
      name: null,
      inviterName: 'Ana',
      projectName: 'Vila <União>',
      projectRole: 'member',
      appUrl: 'http://app',
    });
    expect(mail.subject).toBe('Convite para o projeto Vila <União> - REURB Gestão');
    expect(mail.text).toContain('Olá!');
    expect(mail.text).toContain('perfil de membro');
    expect(mail.text).not.toContain('set-password');
    expect(mail.html).toContain('Vila &lt;União&gt;');
  });
});

/** A minimal SMTP server: enough of RFC 5321 for one message, recording what it got. */
function fakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          } else received[received.length - 1] += `${line.replace(/^\./, '')}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          received.push('');
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer (SMTP_URL set)', () => {
  const smtp = fakeSmtp();
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('delivers the message over SMTP and logs only the domain', async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as net.AddressInfo;
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'REURB <a@reurb.local>', outboxDir: '/nonexistent' },
      log,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'pedro@cidade.example', ...content, link: 'http://secret-link' });
    expect(smtp.received).toHaveLength(1);
    const message = readEml(smtp.received[0]);
    expect(message.headers['to']).toBe('pedro@cidade.example');
    expect(message.text).toContain('Núcleo Esperança');
    const last = logged.at(-1)!;
    expect(last.details).toEqual({ event: 'mail_sent', transport: 'smtp', to_domain: 'cidade.example' });
  });
});

it('domainOf keeps only the part after the @', () => {
  expect(domainOf('Fulano.Tal@Exemplo.GOV.br')).toBe('exemplo.gov.br');
});
