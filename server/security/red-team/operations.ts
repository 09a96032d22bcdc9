/**
 * The API's operations as the OpenAPI document describes them: every sweep of the red-team
 * suite starts from this list, so a new route is attacked without editing the suite.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

interface DocumentOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Operation {
  /** `METHOD /api/path/{id}` as the document writes it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Query parameters the operation requires, with a value of their type. */
  requiredQuery: Record<string, string>;
  /** No `security` in the document: no sign-in needed. */
  isPublic: boolean;
  jsonBody?: JsonSchema;
  /** An HTML form post (application/x-www-form-urlencoded). */
  formBody?: JsonSchema;
  multipart: boolean;
  /** The record the operation answers with (its 200 JSON schema). */
  answer?: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        requiredQuery: Object.fromEntries(
          params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleValue(p.schema))]),
        ),
        isPublic: !op.security?.length,
        jsonBody: content['application/json']?.schema,
        formBody: content['application/x-www-form-urlencoded']?.schema,
        multipart: Boolean(content['multipart/form-data']),
        answer: op.responses?.['200']?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

export const isWrite = (op: Operation) => op.method !== 'GET';

/** What a sweep attacks, and what it leaves to others, each with its reason. */
export interface Plan {
  sweep: string;
  covered: string[];
  exempt: Record<string, string>;
}

/** Operations neither covered nor exempted with a reason: a new route no sweep has looked at. */
export function uncovered(plan: Plan, operations: Operation[]): string[] {
  return operations.map((o) => o.key).filter((k) => !plan.covered.includes(k) && !plan.exempt[k]?.trim());
}

/** `/api/lots/{id}/children/{childId}` with the given values (unknown names stay as 1). */
export function fillPath(path: string, values: Record<string, string | number | undefined>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? 1));
}

/**
 * The kind of record each path parameter names, read from the path: the segment before it
 * (`/lots/{id}` → lot, `/children/{childId}` → child), and the few the segment does not say.
 */
export function recordKinds(path: string): Record<string, RecordKind | undefined> {
  const kinds: Record<string, RecordKind | undefined> = {};
  const segments = path.split('/');
  segments.forEach((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return;
    if (name === 'groupId') kinds[name] = 'group';
    else if (name === 'childId') kinds[name] = 'child';
    else if (name === 'residentId') kinds[name] = 'resident';
    else kinds[name] = SEGMENT_KINDS[segments[i - 1]];
  });
  return kinds;
}

export type RecordKind =
  | 'project'
  | 'block'
  | 'street'
  | 'lot'
  | 'child'
  | 'resident'
  | 'group'
  | 'user'
  | 'reportJob'
  | 'file'
  | 'reportFile';

export const SEGMENT_KINDS: Record<string, RecordKind> = {
  projects: 'project',
  blocks: 'block',
  streets: 'street',
  lots: 'lot',
  users: 'user',
  files: 'file',
  'report-status': 'reportJob',
  'report-download': 'reportFile',
};

/** Query parameters that name a record of a project. */
export const QUERY_KINDS: Record<string, RecordKind> = { project_id: 'project', block_id: 'block' };

/**
 * A small body the schema accepts in shape: required properties with a value of their type
 * (`sample` wins where it has the property). Enough for validators to look at every field.
 */
export function sampleBody(schema: JsonSchema | undefined, sample?: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...(sample ?? {}) };
  for (const name of schema?.required ?? []) {
    if (!(name in body)) body[name] = sampleValue(schema?.properties?.[name]);
  }
  return body;
}

function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleValue(variant);
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return sampleBody(schema);
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * The names of the string properties a body may carry: the sample's own strings (nested
 * ones as `a.b`) and every property the schema types as a string.
 */
export function stringProperties(schema: JsonSchema | undefined, body: Record<string, unknown>): string[] {
  const names = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') names.add(prefix);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(body, '');
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const types = [property.type, ...(property.anyOf ?? []).map((a) => a.type)].flat();
    if (types.includes('string')) names.add(name);
  }
  return [...names];
}

/** `body` with the property at `path` (`a.b`) set to `value`. */
export function withProperty(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...body, [head]: value };
  const inner = body[head] && typeof body[head] === 'object' ? (body[head] as Record<string, unknown>) : {};
  return { ...body, [head]: withProperty(inner, rest.join('.'), value) };
}
