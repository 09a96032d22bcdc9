import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { getField } from '../../domain/fields/entity.ts';
import type { EntityDef } from '../../domain/fields/types.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { validationErrorBody } from '../../domain/validation/zod-errors.ts';
import { receiveForm } from '../files/multipart.ts';
import { discardSpooled, type SpooledFile } from '../files/upload.ts';
import { HttpError } from '../errors.ts';
import { takeEchoes, type Echoes } from './echo.ts';

/** A family member's body as sent: field values (not yet validated) and uploaded files. */
export interface FamilyBody {
  values: Record<string, unknown>;
  files: SpooledFile[];
}

/** A money amount a form post wrote as a JS number (`1500.5`), not in pt-BR (`1.500,50`). */
const DOT_DECIMAL = /^-?\d+\.\d{1,2}$/;

/**
 * A form post's text as the JSON value it stands for, per the entity's field: `'null'` and
 * `'undefined'` (what FormData makes of them) are absent; a JSON list is a list; a money
 * amount with a decimal point is a number. Booleans ('true', 'false', '1', '0', 'on'),
 * integers, dates and '' (empty: clears the field) are left to domain's parsers.
 */
export function fromFormText(entity: EntityDef, key: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw === 'null' || raw === 'undefined') return undefined;
  const field = getField(entity, key);
  if (field?.type === 'multiChoice' && raw.trim().startsWith('[')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  if ((field?.type === 'money' || field?.type === 'decimal') && DOT_DECIMAL.test(raw.trim())) return Number(raw.trim());
  return raw;
}

/** docs/validation.md#validation: null or absent fields are left alone (never cleared); '' clears. */
const withoutNulls = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));

/**
 * Reads a child's or resident's body: multipart (text fields plus the entity's files, each
 * checked for size and type) or JSON. A file part wins over a `<name>_id` sent with it.
 */
export async function readFamilyBody(
  request: FastifyRequest,
  entity: EntityDef,
  fileFields: readonly string[],
  maxBytes: number,
): Promise<FamilyBody> {
  if (request.isMultipart()) {
    const form = await receiveForm(request, fileFields, maxBytes);
    const values = Object.fromEntries(Object.entries(form.fields).map(([k, v]) => [k, fromFormText(entity, k, v)]));
    for (const file of form.files) delete values[`${file.field}_id`];
    return { values: withoutNulls(values), files: form.files };
  }
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, MESSAGES.invalidRequest);
  return { values: withoutNulls(body as Record<string, unknown>), files: [] };
}

/** Validates with a domain schema; failures are the usual 400 {message, errors: {field}}. */
export function parseBody<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const { message, errors } = validationErrorBody(parsed.error);
  throw new HttpError(400, message, errors);
}

/**
 * Validates a read body once its echoes of `answered` are taken out (server/families/echo.ts):
 * the record as answered for a save (read by `answered`, which may answer 404), the values the
 * server sets for a create. On any failure its spooled files are removed before the error goes out.
 */
export async function parseOrDiscard(
  schema: z.ZodType<unknown>,
  body: FamilyBody,
  answered: () => Promise<Record<string, unknown>>,
): Promise<Echoes> {
  try {
    const echoes = takeEchoes(schema, body.values, await answered());
    return { ...echoes, values: parseBody(schema, echoes.values) as Record<string, unknown> };
  } catch (error) {
    await discardSpooled(body.files);
    throw error;
  }
}
