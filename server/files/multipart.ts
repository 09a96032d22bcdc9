import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { HttpError } from '../errors.ts';
import { assertCleanFields } from '../http/input-guard.ts';
import { discardSpooled, spool, tooLarge, type SpooledFile } from './upload.ts';

/** Longest text field accepted in a form post (a long description fits; a flood does not). */
export const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Registers @fastify/multipart in the calling (encapsulated) plugin only, with the file
 * limit of config.files.maxBytes. Other parts of the API keep refusing multipart bodies.
 */
export async function registerMultipart(
  app: Parameters<FastifyPluginAsync>[0],
  maxBytes: number,
  maxFiles: number,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: maxFiles,
      fields: 100,
      fieldSize: MAX_FIELD_BYTES,
      parts: 100 + maxFiles,
      fieldNameSize: 100,
    },
  });
}

/**
 * Fields of a form post: text, or the parsed value of a part sent as application/json; a
 * repeated name (or `name[]`) becomes a list.
 */
export type FormFields = Record<string, unknown>;

export interface ReceivedForm {
  fields: FormFields;
  files: SpooledFile[];
}

export const multipartError = (error: unknown, maxBytes: number): unknown => {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Arquivos demais nesta requisição');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, 'Campos demais nesta requisição');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, MESSAGES.invalidRequest);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Envie o formulário como multipart/form-data');
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, MALFORMED);
    default:
      return isParserError(error) ? new HttpError(400, MALFORMED) : error;
  }
};

const MALFORMED = 'Formulário multipart inválido';

/**
 * A malformed body (no boundary, a bad part header, a part cut short) makes the parser throw
 * a plain Error; those are the client's (400). Our answers, file-system errors (with a
 * syscall) and anything with a status of its own pass through.
 */
const isParserError = (error: unknown): boolean =>
  error instanceof Error &&
  !(error instanceof HttpError) &&
  (error as { statusCode?: unknown }).statusCode === undefined &&
  (error as { syscall?: unknown }).syscall === undefined &&
  /multipart|boundary|part|form|unexpected end/i.test(error.message);

/**
 * Reads a whole form post: text fields, and the files of `fileFields` spooled and checked
 * (size → 413, type by content → 415). A file in any other field, or two in one field, is a
 * 400 naming the field. A NUL character or JSON nested too deep in a field is a 400 too
 * (server/http/input-guard.ts). On any failure the spooled files are removed before the error goes on.
 */
export async function receiveForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxBytes: number,
): Promise<ReceivedForm> {
  const fields: FormFields = {};
  const files: SpooledFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw new HttpError(400, MALFORMED);
      }
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || files.some((f) => f.field === part.fieldname)) {
          part.file.resume();
          const message = fileFields.includes(part.fieldname)
            ? 'Envie um único arquivo neste campo'
            : MESSAGES.unknownField;
          throw new HttpError(400, MESSAGES.invalidRequest, { [part.fieldname]: message });
        }
        files.push(await spool(part, maxBytes));
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(400, MESSAGES.invalidRequest, { [part.fieldname]: 'Valor longo demais' });
      }
      const value: unknown = part.value;
      const list = part.fieldname.endsWith('[]');
      const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
      const previous = fields[name];
      fields[name] =
        previous === undefined
          ? list
            ? [value]
            : value
          : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    assertCleanFields(fields);
    return { fields, files };
  } catch (error) {
    await discardSpooled(files);
    throw multipartError(error, maxBytes);
  }
}
