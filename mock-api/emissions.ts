import { http, HttpResponse } from 'msw';
import type { Emission } from '../src/providers/data/emissions.ts';
import { API, actor, idParam, notFound, unauthorized } from './http.ts';
import { onMockReset } from './store.ts';

/**
 * The emission register on the mock store (issue 14): `GET /projects/{id}/emissions`
 * (optionally by lot). Tests put rows in `mockEmissions`; nothing is emitted by default.
 */
export const mockEmissions: Emission[] = [];
onMockReset(() => {
  mockEmissions.length = 0;
});

export const emissionHandlers = [
  http.get(`${API}/projects/:id/emissions`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    const lotId = Number(new URL(request.url).searchParams.get('lot_id')) || null;
    const data = mockEmissions.filter((e) => lotId === null || e.lot_ids.includes(lotId));
    return HttpResponse.json({ data, total: data.length });
  }),
];
