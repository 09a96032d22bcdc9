import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Issue #19 goal 4: the answers of the hot routes are written by fast-json-stringify from
 * their response schema instead of `safeEncode` (a full zod validation of every row the
 * server itself just read) followed by JSON.stringify. The JSON Schema is the zod schema's
 * own output form, so the same keys come out in the same order: the tests of the routes that
 * use it (server/http/fast-serializer.test.ts, server/lots/lots-answers.test.ts) compare both
 * serialisers byte for byte. A route opts in with `serializerCompiler: fastSerializerCompiler`;
 * a schema fast-json-stringify cannot compile keeps zod's serialiser.
 */

type Json = Record<string, unknown>;

/** The JSON Schema fast-json-stringify compiles, from a zod response schema (its output form). */
export function outputJsonSchema(schema: z.ZodType): Json {
  // z.date() has no JSON Schema: `{}` lets JSON.stringify write it (an ISO string), as zod's serialiser does.
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Json;
  delete json.$schema;
  return simplify(json) as Json;
}

/** Bounds are validation, not shape; they only slow the compiled code. */
const BOUNDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength']);

/**
 * `anyOf: [{type: integer}, {type: null}]` (zod's nullable) becomes `type: [integer, null]`:
 * fast-json-stringify resolves an anyOf with ajv on every value, a type list with typeof.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    // fast-json-stringify writes only the declared keys anyway; `false` would make ajv refuse a
    // row with one more key in an anyOf (a nullable object), where zod strips it.
    if (BOUNDS.has(key) || (key === 'additionalProperties' && value === false)) continue;
    out[key] = simplify(value);
  }
  keepKeyOrder(out);
  const branches = out.anyOf as Json[] | undefined;
  if (Array.isArray(branches) && Object.keys(out).length === 1 && branches.every(isPlainType)) {
    return { type: [...new Set(branches.flatMap((b) => [b.type].flat()))] };
  }
  return nullableOf(out) ?? out;
}

/**
 * `anyOf: [{type: object, …}, {type: null}]` (a nullable file or assignment) becomes the object
 * with `nullable: true`, one `=== null` test. An anyOf is resolved by ajv: a lot's 22 of them
 * were compiled into validators at the route's first answer (134–178 ms against 15–22 ms now,
 * 2026-11-30) and each ran on every answer.
 */
function nullableOf(node: Json): Json | undefined {
  const branches = node.anyOf as Json[] | undefined;
  if (!Array.isArray(branches) || Object.keys(node).length !== 1 || branches.length !== 2) return undefined;
  const schema = branches.find((b) => b.type !== 'null');
  const isNull = branches.some((b) => b.type === 'null' && Object.keys(b).length === 1);
  if (!isNull || !schema || (schema.type !== 'object' && schema.type !== 'array') || schema.nullable) return undefined;
  return { ...schema, nullable: true };
}

/**
 * fast-json-stringify writes required keys before optional ones; zod writes them in the
 * schema's order. Where an optional key comes before a required one, `required` is dropped so
 * the order stays the schema's (the server's own rows have every key anyway).
 */
function keepKeyOrder(node: Json): void {
  if (!node.properties || !Array.isArray(node.required)) return;
  const required = new Set(node.required as string[]);
  const keys = Object.keys(node.properties);
  const firstOptional = keys.findIndex((key) => !required.has(key));
  if (firstOptional >= 0 && keys.slice(firstOptional).some((key) => required.has(key))) delete node.required;
}

const isPlainType = (branch: Json): boolean =>
  Object.keys(branch).length === 1 &&
  [branch.type].flat().every((t) => ['string', 'number', 'integer', 'boolean', 'null'].includes(t as string));

/**
 * What Fastify's types say a serializer returns. A list's serializer returns a Buffer of UTF-8
 * instead (listWriter below): Fastify's reply sends a Buffer as it is and counts its length
 * (fastify/lib/reply.js, onSendEnd), and so do @fastify/compress and the HEAD routes.
 */
type Serializer = (data: unknown) => string;

/**
 * Fastify's serializer compiler for a zod response schema, via fast-json-stringify. Generic
 * because a route's own `serializerCompiler` is typed by the route's whole schema object,
 * while Fastify hands it one status's response schema. The schema is compiled for the route's
 * first answer, not when the route is registered: compiling the four routes' schemas took
 * ~0.15 s of every start on a slow machine (issue 19 goal 7), and most never answer some statuses.
 */
export function fastSerializerCompiler<T>(route: {
  schema: T;
  method: string;
  url: string;
  httpStatus?: string;
}): Serializer {
  let stringify: Serializer | undefined;
  return (data) => (stringify ??= compile(route))(data);
}

function compile<T>(route: { schema: T; method: string; url: string; httpStatus?: string }): Serializer {
  try {
    const schema = outputJsonSchema(route.schema as z.ZodType);
    const list = listWriter(schema);
    if (list) return list;
    const stringify = fastJson(schema);
    return (data) => stringify(data);
  } catch {
    return zodSerializerCompiler(route as unknown as Parameters<typeof zodSerializerCompiler>[0]);
  }
}

/**
 * Where a list is written before it is copied out at its exact size: one Buffer for every list
 * (a list is written in one synchronous call, so no two share it). A new Buffer per list that
 * doubled as it filled cost ~0.5 MB of allocations per 1,000 lots, and twice the GC time.
 */
const SCRATCH_KEPT = 1024 * 1024;
let scratch = Buffer.allocUnsafe(SCRATCH_KEPT);

/**
 * A list answer (`{data: rows, total}`, domain/api/list.ts) written row by row into one Buffer.
 * fast-json-stringify builds its string by appending pieces, and 1,000 lots make a chain of
 * ~100,000 of them that Node must flatten before it can count or compress the answer: that
 * flattening took ~0.7 ms of every 1,000-lot list, twice the writing itself (2026-11-30). A row's
 * chain is short and is copied into the Buffer while it is still in the CPU's cache; the whole
 * list then costs about what writing alone did, and Brotli reads the bytes as they are.
 */
function listWriter(schema: Json): Serializer | undefined {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties || Object.keys(properties).join() !== 'data,total') return undefined;
  const { data: rows, total } = properties;
  if (rows.type !== 'array' || !rows.items || Array.isArray(rows.items)) return undefined;
  const row = fastJson(rows.items as Json);
  const count = fastJson(total);
  return (answer) => {
    const { data, total: n } = answer as { data: unknown[]; total: unknown };
    if (!Array.isArray(data)) throw new Error('"data" is required!');
    let at = 0;
    const write = (text: string) => {
      // UTF-8 takes at most 3 bytes per UTF-16 unit: the text always fits whole.
      if (scratch.length - at < text.length * 3) {
        const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, at + text.length * 3));
        scratch.copy(bigger, 0, 0, at);
        scratch = bigger;
      }
      at += scratch.write(text, at);
    };
    write('{"data":[');
    for (let i = 0; i < data.length; i++) write(i === 0 ? row(data[i]) : ',' + row(data[i]));
    write(`],"total":${count(n)}}`);
    const answerBytes = Buffer.allocUnsafe(at);
    scratch.copy(answerBytes, 0, 0, at);
    // A 10,000-row answer's few MB are not kept for the next, smaller list.
    if (scratch.length > SCRATCH_KEPT) scratch = Buffer.allocUnsafe(SCRATCH_KEPT);
    return answerBytes as unknown as string;
  };
}
