import {
  QUERY_KINDS,
  recordKinds,
  SEGMENT_KINDS,
  type JsonSchema,
  type Operation,
  type Plan,
  type RecordKind,
} from './operations.ts';
import type { Target } from './target.ts';

/**
 * What each sweep attacks, read from the document: every operation is covered or exempted
 * with its reason, and coverage.test.ts fails on an operation that is neither.
 */

const PUBLIC = 'pública (sem security no documento; config.access "public", conferido em coverage.test.ts)';

/** (a) Every operation that needs a sign-in, called without a valid one. */
export function planNoToken(operations: Operation[]): Plan {
  const plan: Plan = { sweep: 'sem token', covered: [], exempt: {} };
  for (const op of operations) {
    if (op.isPublic) plan.exempt[op.key] = PUBLIC;
    else plan.covered.push(op.key);
  }
  return plan;
}

/**
 * (b) Forged tokens on a sample: the first operation of each method under each first path
 * segment (/api/lots, /api/projects…). Tokens are checked once, before any route, so the
 * sample stands for the rest.
 */
export function planForgedTokens(operations: Operation[]): Plan {
  const plan: Plan = { sweep: 'tokens forjados', covered: [], exempt: {} };
  const seen = new Map<string, string>();
  for (const op of operations) {
    if (op.isPublic) {
      plan.exempt[op.key] = PUBLIC;
      continue;
    }
    const family = `${op.method} ${op.path.split('/')[2]}`;
    const first = seen.get(family);
    if (first)
      plan.exempt[op.key] = `o token é verificado antes da rota, igual para todas; amostra da família: ${first}`;
    else {
      seen.set(family, op.key);
      plan.covered.push(op.key);
    }
  }
  return plan;
}

/** The project-scoped record kinds an operation names in its path or query. */
export function scopedIds(op: Operation): { path: Record<string, RecordKind>; query: Record<string, RecordKind> } {
  const path = Object.fromEntries(
    Object.entries(recordKinds(op.path)).filter((e): e is [string, RecordKind] => e[1] !== undefined),
  );
  const query = Object.fromEntries(op.queryParams.filter((q) => QUERY_KINDS[q]).map((q) => [q, QUERY_KINDS[q]]));
  return { path, query };
}

/** (c) The member of A with B's ids, on every operation that names a record. */
export function planIdor(operations: Operation[], target: Target): Plan {
  const plan: Plan = { sweep: 'IDOR: membro de A com ids de B', covered: [], exempt: {} };
  for (const op of operations) {
    const { path, query } = scopedIds(op);
    const kinds = [...Object.values(path), ...Object.values(query)];
    if (op.isPublic)
      plan.exempt[op.key] =
        `${PUBLIC}; os links assinados têm a assinatura como autorização (files.test.ts, reports.test.ts)`;
    else if (!kinds.length)
      plan.exempt[op.key] =
        'não nomeia registro no caminho nem na consulta (listas do próprio usuário, criação, conta)';
    else if (target.mode === 'remote' && op.method !== 'GET') plan.exempt[op.key] = 'grava: só em processo';
    else if (kinds.some((k) => target.idsB[k] === undefined)) {
      plan.exempt[op.key] =
        `o projeto B não tem registro do tipo ${kinds.filter((k) => target.idsB[k] === undefined).join(', ')}`;
    } else plan.covered.push(op.key);
  }
  return plan;
}

/** (d) Every operation with a body (JSON, form or multipart): NUL in each string, deep nesting, a body over the limit. */
export function planHostileBodies(operations: Operation[]): Plan {
  const plan: Plan = { sweep: 'corpos hostis (NUL, aninhamento, tamanho)', covered: [], exempt: {} };
  for (const op of operations) {
    if (op.jsonBody || op.formBody || op.multipart) plan.covered.push(op.key);
    else if (op.method === 'GET')
      plan.exempt[op.key] = 'leitura, sem corpo (parâmetros: sql-injection.test.ts e http/fuzz/)';
    else plan.exempt[op.key] = 'não recebe corpo (o id vem no caminho)';
  }
  return plan;
}

/** (e) Every multipart operation, with files that are not what their name says. */
export function planUploads(operations: Operation[]): Plan {
  const plan: Plan = { sweep: 'uploads disfarçados', covered: [], exempt: {} };
  for (const op of operations) {
    if (op.multipart) plan.covered.push(op.key);
    else plan.exempt[op.key] = 'não recebe multipart/form-data';
  }
  return plan;
}

/**
 * The multipart fields that carry files: the answer's `*_file` properties (the record keeps
 * them), or `file` for a bare upload. An operation with neither takes no file at all.
 */
export function fileFields(op: Operation): string[] {
  const props = Object.keys(op.answer?.properties ?? {});
  const fields = props.filter((p) => p.endsWith('_file') && props.includes(`${p}_id`));
  if (fields.length) return fields;
  return props.includes('url') && props.includes('originalName') ? ['file'] : [];
}

/** Body properties that name a record: `id`, `ids`, `*_id`, `*_ids`. */
const ID_PROPERTY = /(^|_)ids?$/;

/** Record kinds by the name before `_id`/`_ids`; files by what they hold (documents, images, reports). */
const BODY_KINDS: Record<string, RecordKind> = {
  project: 'project',
  group: 'group',
  block: 'block',
  street: 'street',
  streets: 'street',
  lot: 'lot',
  child: 'child',
  resident: 'resident',
  user: 'user',
};

/**
 * The id-like properties of an operation's body, with the kind of record each names: `id`/`ids`
 * the kind of the path's first segment (`/api/blocks/…` → block), a file, image, logo or
 * report id a stored file, the others by their name. A multipart form is not described field
 * by field: its record's (the answer's) id-like properties are tried as text fields, `id`
 * being the record the path ends with (`/children/{childId}`, `/residents`). Undefined: a kind
 * we cannot tell.
 */
export function bodyIds(op: Operation): Record<string, { kind: RecordKind | undefined; array: boolean }> {
  const out: Record<string, { kind: RecordKind | undefined; array: boolean }> = {};
  const form = formOnly(op);
  const properties = (form ? op.answer?.properties : op.jsonBody?.properties) ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    if (!ID_PROPERTY.test(name)) continue;
    const base = name.replace(/_?ids?$/, '');
    const own = form ? ownKind(op.path) : SEGMENT_KINDS[op.path.split('/')[2]];
    const kind = !base ? own : /file|image|logo|report/.test(base) ? 'file' : BODY_KINDS[base];
    out[name] = { kind, array: isArray(schema) || name.endsWith('ids') };
  }
  return out;
}

/** A multipart form the document describes as a whole only (its fields are not listed). */
export const formOnly = (op: Operation): boolean => op.multipart && !Object.keys(op.jsonBody?.properties ?? {}).length;

/** The record a path ends with: its last parameter's, else its last segment's (`/children` → child). */
function ownKind(path: string): RecordKind | undefined {
  const last = path.split('/').at(-1)!;
  const param = /^\{(\w+)\}$/.exec(last)?.[1];
  if (param) return recordKinds(path)[param];
  return ({ children: 'child', residents: 'resident', files: 'file' } as Record<string, RecordKind>)[last];
}

const isArray = (schema: JsonSchema): boolean =>
  [schema.type, ...(schema.anyOf ?? []).map((a) => a.type)].flat().includes('array');

/** (f) The members of A with B's ids inside request bodies, on every operation whose body names a record. */
export function planIdorBodies(operations: Operation[], target: Target): Plan {
  const plan: Plan = { sweep: 'IDOR no corpo: membro e admin de A com ids de B', covered: [], exempt: {} };
  for (const op of operations) {
    const ids = Object.entries(bodyIds(op));
    const known = ids.filter(([, p]) => p.kind && target.idsB[p.kind] !== undefined);
    if (op.isPublic) plan.exempt[op.key] = PUBLIC;
    else if (!op.jsonBody && !op.formBody && !op.multipart) plan.exempt[op.key] = 'não recebe corpo';
    else if (!ids.length)
      plan.exempt[op.key] = 'o corpo não tem propriedade que nomeie um registro (id, ids, *_id, *_ids)';
    else if (target.mode === 'remote') plan.exempt[op.key] = 'grava: só em processo';
    else if (!known.length)
      plan.exempt[op.key] = `o projeto B não tem registro do tipo nomeado por ${ids.map(([n]) => n).join(', ')}`;
    else plan.covered.push(op.key);
  }
  return plan;
}
