import { http, HttpResponse } from 'msw';
import type { Emission, SigningCertificate } from '../src/providers/data/emissions.ts';
import { API, actor, idParam, listAnswer, notFound, unauthorized } from './http.ts';
import { onMockReset } from './store.ts';

/**
 * The emission register on the mock store (issue 14): `GET /projects/{id}/emissions`
 * (optionally by lot), a page at a time, `q` found in the label or a covered lot's name. Tests
 * put rows in `mockEmissions`; nothing is emitted by default.
 */
export const mockEmissions: Emission[] = [];
/** The signing certificate the mock server says it has: none by default; tests set one. */
export const mockSigning: SigningCertificate = { certificate: null };
onMockReset(() => {
  mockEmissions.length = 0;
  mockSigning.certificate = null;
});

export const emissionHandlers = [
  http.get(`${API}/emissions/signing-certificate`, ({ request }) =>
    actor(request) ? HttpResponse.json(mockSigning) : unauthorized(),
  ),
  http.get(`${API}/projects/:id/emissions`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    const lotId = Number(new URL(request.url).searchParams.get('lot_id')) || null;
    const rows = mockEmissions.filter((e) => lotId === null || e.lot_ids.includes(lotId));
    return listAnswer(request, rows, { searchTexts: (e) => [e.label, ...e.lots.map((l) => l.name)], defaultCount: 25 });
  }),
  // The registry package of an emitted CRF (issue 15): the same refusals as the server's; an empty ZIP.
  http.get(`${API}/emissions/:id/package`, ({ request, params }) => {
    if (!actor(request)) return unauthorized();
    const emission = mockEmissions.find((e) => e.id === idParam(params));
    if (!emission) return notFound();
    if (emission.kind !== 'cert-reg-fund' || emission.status === 'cancelled')
      return HttpResponse.json({ message: 'Pacote disponível só para CRF emitida' }, { status: 409 });
    const emptyZip = new Uint8Array(22);
    emptyZip.set([0x50, 0x4b, 0x05, 0x06]);
    return new HttpResponse(emptyZip, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="pacote-cartorio-CRF-${String(emission.number).padStart(3, '0')}-${emission.year}.zip"`,
      },
    });
  }),
];
