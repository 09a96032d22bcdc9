import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { isGlobalAdmin, isProjectAdmin, validationErrorBody } from '../domain/index.ts';
import { accountOf } from './account.ts';

/** Shared pieces of the mock handlers: the API contract's answers (docs/api.md#api, docs/architecture.md#shared-pieces). */

export const API = '*/api';

export const unauthorized = () => HttpResponse.json({ message: 'Não autenticado' }, { status: 401 });
export const forbidden = () => HttpResponse.json({ message: 'Acesso negado' }, { status: 403 });
export const notFound = () => HttpResponse.json({ message: 'Não encontrado' }, { status: 404 });
export const invalid = (error: z.ZodError) => HttpResponse.json(validationErrorBody(error), { status: 400 });
export const badRequest = (message: string, errors: Record<string, string> = {}) =>
  HttpResponse.json({ message, errors }, { status: 400 });

export type Account = NonNullable<ReturnType<typeof accountOf>>;

/** Who asks, and what they may do (domain/roles.ts). */
export function actor(request: Request) {
  const account = accountOf(request);
  return account
    ? {
        account,
        isAdmin: isGlobalAdmin(account),
        isProjectAdmin: (projectId: number) => isProjectAdmin(account, projectId),
        canSee: (projectId: number) =>
          isGlobalAdmin(account) || account.projects_roles.some((r) => r.project_id === projectId),
      }
    : undefined;
}

/** Lower case without accents, for the `q` search ('esperanca' finds 'Esperança'). */
export const fold = (text: unknown): string =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The list contract: `?page&count&sort&order&q&<filters>` answered with `{data, total}`.
 * `searchIn` are the columns `q` looks at; other known query keys filter by equality.
 */
export function listAnswer<T extends object>(
  request: Request,
  records: readonly T[],
  options: {
    searchIn?: (keyof T & string)[];
    /** What `q` looks at when it is more than columns (an emission's label and its lots' names). */
    searchTexts?: (record: T) => unknown[];
    filters?: (keyof T & string)[];
    defaultCount?: number;
    /** The answer's status: 201 for a list answered by a create. */
    status?: number;
  } = {},
) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const count = Number(params.get('count') ?? options.defaultCount ?? 20);
  const q = fold(params.get('q') ?? '').trim();
  const at = (r: T, key: string) => (r as Record<string, unknown>)[key];
  const texts = options.searchTexts ?? ((r: T) => (options.searchIn ?? []).map((k) => at(r, k)));
  let rows = records.filter((r) => !q || texts(r).some((text) => fold(text).includes(q)));
  for (const key of options.filters ?? []) {
    const wanted = params.get(key);
    if (wanted !== null && wanted !== '') rows = rows.filter((r) => String(at(r, key)) === wanted);
  }
  const sort = params.get('sort');
  if (sort) {
    const direction = params.get('order')?.toLowerCase() === 'desc' ? -1 : 1;
    rows = [...rows].sort(
      (a, b) =>
        direction * String(at(a, sort) ?? '').localeCompare(String(at(b, sort) ?? ''), 'pt-BR', { numeric: true }),
    );
  }
  return HttpResponse.json(
    { data: rows.slice((page - 1) * count, page * count), total: rows.length },
    { status: options.status ?? 200 },
  );
}

export const idParam = (params: Record<string, unknown>): number => Number(params.id);
