import sjson from 'secure-json-parse';
import { hasNulEscape, jsonNestedDeeperThan, JSON_POISONING, MAX_JSON_DEPTH } from '../input-guard.ts';
import { setAsidePictures, standInPrefix, type Aside, type SetAside } from '../../studies/rich-text/sanitize.ts';
import { preliminaryPatch, technicalPatch } from '../../studies/schemas.ts';

/**
 * A rich-text save's body made ready off the API's thread (issue #19, goal 5). A study's section
 * may hold photos pasted as data URLs: a 2 MB photo is 2.8 MB of base64 in a 2.8 MB body. On
 * the API's thread that body was joined (Buffer.concat), decoded to a string and parsed (16.5 ms
 * a save, profiled), then scanned for its pictures and each picture decoded: every step a fresh
 * allocation of megabytes, which on a virtual machine whose memory is lent page by page (14 µs
 * a page: ~10 ms a 2.8 MB allocation) is most of its cost, while lot reads waited.
 *
 * Here, in a thread of its own (thread.ts), the body is checked as the API checks it, with the
 * same rules in the same order, and only a body that passes them all is made ready:
 * - JSON no deeper than the input guard allows (../input-guard.ts), no NUL escape;
 * - parsed by the parser Fastify's default JSON parser uses, with the input guard's options
 *   (JSON_POISONING);
 * - valid by the route's own body schema (server/studies/schemas.ts).
 * A body that fails any of them is answered `null`, and the API's thread does all of it again the
 * usual way (parser.ts), so a refused body is refused with the very same answer.
 *
 * Made ready, each section's editor-written data URLs are set aside exactly as sanitizeSection
 * (server/studies/rich-text/sanitize.ts) sets them aside, stand-ins in their place: the sections
 * reach the API's thread as a few KB of text, and each picture as its decoded bytes, moved
 * between the threads without a copy (preparedAsides turns them into sanitizeSection's asides).
 */
export type RichBodyKind = 'preliminary' | 'technical';

const SCHEMAS = { preliminary: preliminaryPatch, technical: technicalPatch } as const;

/** A picture set aside: its stand-in, its bytes, and its source when the bytes do not give it back. */
export interface PreparedPicture {
  standIn: string;
  /** The data URL's head, `data:image/…;base64,`. */
  head: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The source as sent, when it is not the head and the bytes' own base64 (spaces or line breaks in it). */
  source?: string;
}

export interface PreparedBody {
  body: unknown;
  /** The stand-ins' common head (sanitize.ts, standInPrefix): unique to this body. */
  prefix: string;
  pictures: PreparedPicture[];
}

/** The sections of a valid body of `kind`: the study's own, or the report's `paragraphs`. */
function sectionsOf(kind: RichBodyKind, body: Record<string, unknown>): Record<string, unknown> | undefined {
  return kind === 'preliminary' ? body : (body.paragraphs as Record<string, unknown> | undefined);
}

/** The body of `text` made ready, or null when the API's thread must parse it itself (see above). */
export function prepareRichBody(text: string, kind: RichBodyKind): PreparedBody | null {
  if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH) || hasNulEscape(text)) return null;
  let body: unknown;
  try {
    body = sjson.parse(text, JSON_POISONING);
  } catch {
    return null;
  }
  if (!SCHEMAS[kind].safeParse(body).success) return null;

  const prefix = standInPrefix();
  const pictures: PreparedPicture[] = [];
  /** The stand-in of each source: a picture pasted twice is set aside once. */
  const standIns = new Map<string, string>();
  const standInFor = (src: string) => {
    const known = standIns.get(src);
    if (known) return known;
    const standIn = `${prefix}${standIns.size}y`;
    standIns.set(src, standIn);
    const comma = src.indexOf(',') + 1;
    const head = src.slice(0, comma);
    const decoded = Buffer.from(src.slice(comma), 'base64');
    // The picture's own buffer, of its length, so the thread can hand it over whole.
    const bytes = new Uint8Array(decoded);
    const rebuilt = head + decoded.toString('base64') === src;
    pictures.push({ standIn, head, bytes, ...(rebuilt ? {} : { source: src }) });
    return standIn;
  };
  const sections = sectionsOf(kind, body as Record<string, unknown>) ?? {};
  for (const [key, value] of Object.entries(sections))
    if (typeof value === 'string' && value.includes(';base64,')) sections[key] = setAsidePictures(value, standInFor);
  return { body, prefix, pictures };
}

/** The pictures of a prepared body as sanitizeSection takes them: each its bytes, its source rebuilt only if asked. */
export function preparedAsides(prepared: PreparedBody): SetAside {
  const asides = new Map<string, Aside>();
  for (const picture of prepared.pictures) {
    const bytes = Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength);
    asides.set(picture.standIn, {
      bytes: () => bytes,
      source: () => picture.source ?? picture.head + bytes.toString('base64'),
    });
  }
  return { prefix: prepared.prefix, asides };
}
