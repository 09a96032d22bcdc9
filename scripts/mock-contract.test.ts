import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteEntry } from '../server/app.ts';
import { testApp } from '../server/test/app.ts';
import { handlers, resetMockStore } from '../mock-api/handlers.ts';
import { LEFT, NOT_MOCKED, PROJECT, ROWS, type MockRequest } from './mock-contract.requests.ts';

/**
 * One API contract (issue #13 part 3): the mock API the SPA's tests run against answers what
 * the server answers. The routes come from the server's own route table, so a new route
 * without a mock answer fails here until it gets one (a row in ./mock-contract.requests.ts) or a place, with its
 * reason, in NOT_MOCKED. Each mock answer is parsed with the zod schema the server's route
 * declares for that status (docs/architecture.md#shared-pieces).
 */

/** How an answer that fails a route's schema is told apart from one whose dates are still text. */
function parseAnswer(schema: z.ZodType, answer: unknown) {
  let parsed = schema.safeParse(answer);
  for (let round = 0; round < 20 && !parsed.success; round++) {
    const dates = parsed.error.issues.filter(
      (i) => i.code === 'invalid_type' && i.expected === 'date' && typeof valueAt(answer, i.path) === 'string',
    );
    if (!dates.length) break;
    for (const issue of dates) setAt(answer, issue.path, new Date(valueAt(answer, issue.path) as string));
    parsed = schema.safeParse(answer);
  }
  return parsed;
}
const valueAt = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], value);
const setAt = (value: unknown, path: PropertyKey[], next: unknown) => {
  (valueAt(value, path.slice(0, -1)) as Record<PropertyKey, unknown>)[path[path.length - 1]] = next;
};

/** The request of a route without a row: its ids are the first project's. */
function defaultRequest(route: RouteEntry): MockRequest {
  const url = route.url.replace(/:(id|groupId)\b/g, String(PROJECT()));
  return ['POST', 'PATCH', 'PUT'].includes(route.method) ? { url, body: {} } : { url };
}

/** Sends a request (and the ones it needs first, as POSTs) to the mock's handlers. */
async function ask(method: string, asked: MockRequest): Promise<Response | undefined> {
  for (const first of asked.before ?? []) {
    const answer = await ask(first.method ?? 'POST', first);
    if (!answer?.ok) throw new Error(`o pedido prévio ${first.url} falhou (${answer?.status})`);
  }
  const request = new Request(`http://localhost${asked.url}`, {
    method,
    headers: {
      authorization: `Bearer ${asked.as ?? 'admin'}`,
      ...(asked.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: asked.form ?? (asked.body === undefined ? undefined : JSON.stringify(asked.body)),
  });
  return getResponse(handlers, request);
}

describe('mock API against the server’s answer schemas', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let routes: RouteEntry[];
  beforeAll(async () => {
    ctx = await testApp();
    routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    resetMockStore();
  });

  it('lists every server route as mocked or deliberately not, and nothing else', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      Object.keys(NOT_MOCKED).filter((k) => !keys.includes(k)),
      'rotas que não existem no servidor',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((k) => !keys.includes(k)),
      'linhas sem rota no servidor',
    ).toEqual([]);
    expect(
      Object.keys(LEFT).filter((k) => !keys.includes(k)),
      'pendências sem rota no servidor',
    ).toEqual([]);
  });

  it('answers every route the server has with what its 2xx schema accepts', async () => {
    const failures: string[] = [];
    const answered: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (NOT_MOCKED[key]) continue;
      resetMockStore();
      const asked = ROWS[key]?.() ?? defaultRequest(route);
      const response = await ask(route.method, asked).catch((error: Error) => {
        failures.push(`${key}: o mock falhou: ${error.message}`);
        return null;
      });
      if (response === null) continue;
      if (!response) {
        failures.push(`${key}: sem resposta no mock-api (adicione um handler ou justifique em NOT_MOCKED)`);
        continue;
      }
      const schema = route.responses[String(response.status)] as z.ZodType | undefined;
      if (response.status >= 300 || !schema) {
        failures.push(`${key}: o mock respondeu ${response.status} ${(await response.text()).slice(0, 160)}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) {
        answered.push(key);
        continue;
      }
      const parsed = parseAnswer(schema, await response.json());
      if (!parsed.success)
        failures.push(
          `${key}: ${parsed.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
      else answered.push(key);
    }
    expect(failures.filter((f) => !LEFT[f.slice(0, f.indexOf(': '))])).toEqual([]);
    expect(
      answered.filter((key) => LEFT[key]),
      'já corrigidas: tire-as de LEFT',
    ).toEqual([]);
    // The routes checked for real: every route but the deliberate and the pending ones.
    expect(answered.length).toBe(routes.length - Object.keys(NOT_MOCKED).length - Object.keys(LEFT).length);
  }, 120_000);
});
