import { http, HttpResponse } from 'msw';
import { municipalities, states, stateByUf } from '../domain/reference/index.ts';
import { API, actor, badRequest, unauthorized } from './http.ts';

/**
 * Reference data (docs/entities.md#entities), from domain/reference: the 27 states, and the municipalities of
 * the states the mock projects use (a small subset; other states answer an empty list).
 */
export const REFERENCE_UFS = ['SP', 'MG', 'BA', 'PR'];

export const referenceHandlers = [
  http.get(`${API}/reference/states`, ({ request }) =>
    actor(request) ? HttpResponse.json({ data: states(), total: states().length }) : unauthorized(),
  ),
  http.get(`${API}/reference/municipalities`, ({ request }) => {
    if (!actor(request)) return unauthorized();
    const uf = new URL(request.url).searchParams.get('uf') ?? '';
    if (!stateByUf(uf)) return badRequest('UF inválida', { uf: 'UF inválida' });
    const data = REFERENCE_UFS.includes(uf.toUpperCase()) ? municipalities(uf) : [];
    return HttpResponse.json({ data, total: data.length });
  }),
];
