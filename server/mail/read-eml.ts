/**
 * Reads the text parts of an RFC 822 message as written by the outbox (tests, and anyone
 * following an invitation by hand): headers (encoded words decoded), then each text part
 * decoded from its Content-Transfer-Encoding (7bit, quoted-printable or base64).
 */
export interface ReadMessage {
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?N=C3=BAcleo?=`) in a header, as text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function splitHead(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return [headers, body];
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

export function readEml(raw: string): ReadMessage {
  const [headers, body] = splitHead(raw);
  const found = { text: '', html: '' };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        walk(...splitHead(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const content = decode(partBody, partHeaders['content-transfer-encoding']);
    if (type.toLowerCase().startsWith('text/html')) found.html = content;
    else if (type.toLowerCase().startsWith('text/plain')) found.text = content;
  };
  walk(headers, body);
  return { headers, ...found };
}
