import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_MESSAGE } from '../../files/upload.ts';
import { multipartBody, pdfBytes, pngBytes, type FormPart } from '../../files/samples.ts';
import { REQUESTS } from '../../http/permission-matrix.requests.ts';
import { bearer } from '../../test/app.ts';
import { fillPath, operationsOf, recordKinds, type Operation } from './operations.ts';
import { fileFields, planUploads } from './plans.ts';
import { openTarget, REMOTE_SKIP, type Target } from './target.ts';

/** Files that are not what their name and declared type say. */
const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/api/account/me").then(r=>r.text()).then(alert)</script></body></html>',
);
const DISGUISES: { label: string; filename: string; type: string; content: Buffer }[] = [
  { label: 'página HTML com nome .pdf', filename: 'certidao.pdf', type: 'application/pdf', content: HTML },
  {
    label: 'programa Windows com nome .jpg',
    filename: 'foto.jpg',
    type: 'image/jpeg',
    content: Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(200),
      Buffer.from('PE\x00\x00'),
    ]),
  },
  {
    label: 'programa Linux com nome .png',
    filename: 'planta.png',
    type: 'image/png',
    content: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(120)]),
  },
  {
    label: 'SVG com script',
    filename: 'planta.svg',
    type: 'image/svg+xml',
    content: Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
  },
  {
    // Browsers render it as a page; PDF readers find %PDF- within the first kilobyte and open it.
    label: 'poliglota HTML + PDF',
    filename: 'escritura.pdf',
    type: 'application/pdf',
    content: Buffer.concat([
      Buffer.from('<html><script>alert(document.domain)</script><!--\n'),
      pdfBytes(),
      Buffer.from('\n--></html>'),
    ]),
  },
];

function filesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

/**
 * (e) Every multipart operation of the document, with each disguise in each of its file
 * fields (read from the record it answers): 415 with the Portuguese message, nothing stored
 * in the database or the file store. An operation with no file field refuses a file part (400).
 */
describe('red team (e): disguised uploads → 415, nothing stored', () => {
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    target = await openTarget();
    operations = operationsOf(target.document);
  });
  afterAll(() => target.close());

  const requestOf = (op: Operation) => {
    const local = target.local!;
    const row = REQUESTS[`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`]?.(local.world);
    const ids = Object.fromEntries(
      Object.entries(recordKinds(op.path)).map(([name, kind]) => [name, kind && target.idsA[kind]]),
    );
    // The matrix's JSON fields as form fields (its own multipart bodies carry a file already).
    const json =
      row?.payload && typeof row.payload === 'object' && !Buffer.isBuffer(row.payload)
        ? (row.payload as Record<string, unknown>)
        : {};
    const fields: FormPart[] = Object.entries(json).map(([name, value]) => ({ name, value: String(value) }));
    return { url: row?.url ?? fillPath(op.path, ids), fields };
  };

  const upload = async (op: Operation, parts: FormPart[]) => {
    const body = await multipartBody(parts);
    return target.send({
      method: op.method,
      url: requestOf(op).url,
      headers: { ...bearer(target.local!.adminToken), ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses each disguise in each file field and stores nothing', { timeout: 120_000 }, async (ctx) => {
    const local = target.local;
    if (!local) return ctx.skip(REMOTE_SKIP.writes);
    const covered = new Set(planUploads(operations).covered);
    const problems: string[] = [];
    let tried = 0;
    for (const op of operations.filter((o) => covered.has(o.key))) {
      const { fields } = requestOf(op);
      const fileFieldNames = fileFields(op);
      const before = await local.snapshot();
      const stored = filesUnder(local.filesDir);
      for (const field of fileFieldNames.length ? fileFieldNames : ['file']) {
        for (const d of DISGUISES) {
          const res = await upload(op, [
            ...fields,
            { name: field, filename: d.filename, type: d.type, content: d.content },
          ]);
          tried += 1;
          const where = `${op.key} [${field}: ${d.label}] → ${res.status} ${res.body.slice(0, 120)}`;
          if (
            fileFieldNames.length
              ? res.status !== 415 || JSON.parse(res.body).message !== TYPE_MESSAGE
              : res.status !== 400
          )
            problems.push(where);
        }
      }
      const after = await local.snapshot();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length) problems.push(`${op.key}: uma recusa gravou em ${changed.join(', ')}`);
      if (filesUnder(local.filesDir) !== stored) problems.push(`${op.key}: uma recusa deixou arquivo no armazenamento`);
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(DISGUISES.length * 4);
  });

  it("takes a real image in the same fields (so the refusals above are the disguises')", async (ctx) => {
    const local = target.local;
    if (!local) return ctx.skip(REMOTE_SKIP.writes);
    for (const key of ['POST /api/files/create', 'POST /api/lots/{id}/children']) {
      const op = operations.find((o) => o.key === key)!;
      const res = await upload(op, [
        ...requestOf(op).fields,
        { name: fileFields(op)[0], filename: 'foto.png', type: 'image/png', content: pngBytes() },
      ]);
      expect(res.status, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect(filesUnder(local.filesDir)).toBeGreaterThanOrEqual(2);
  });
});
