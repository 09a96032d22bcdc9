import { http, HttpResponse } from 'msw';
import { reviewDecisionSchema } from '../domain/validation/removal-review.ts';
import { accountOf } from './account.ts';
import { API, actor, idParam, invalid, notFound, unauthorized } from './http.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * The LGPD removal review queue (issue 12), as the server answers it: the first project has
 * two undecided reviews (the first overdue) and one decided. Only that project's admins and
 * global admins see or decide them; anyone else gets 404.
 */
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const iso = (t: number) => new Date(t).toISOString();

interface MockReview {
  id: number;
  project_id: number;
  lot_id: number | null;
  target: 'owner' | 'spouse' | 'child' | 'resident';
  matched_by: Array<'email' | 'cpf'>;
  created_at: string;
  due_at: string;
  decision: 'erase' | 'anonymise' | 'legal_hold' | null;
  reason: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  person_name: string;
}

let reviews: MockReview[] = [];
function seed() {
  const project = mockStore.projects[0];
  const lotsOf = mockStore.lots.filter((l) => l.project_id === project?.id);
  const lot = (i: number) => (lotsOf[i]?.id as number | undefined) ?? null;
  const review = (
    id: number,
    lotIndex: number,
    target: MockReview['target'],
    daysAgo: number,
    more: Partial<MockReview> = {},
  ): MockReview => ({
    id,
    project_id: project.id as number,
    lot_id: lot(lotIndex),
    target,
    matched_by: ['cpf'],
    created_at: iso(NOW - daysAgo * DAY),
    due_at: iso(NOW - daysAgo * DAY + 15 * DAY),
    decision: null,
    reason: null,
    decided_by_name: null,
    decided_at: null,
    person_name: 'Joana Pereira',
    ...more,
  });
  reviews = project
    ? [
        review(1, 0, 'owner', 20, { matched_by: ['cpf', 'email'] }),
        review(2, 1, 'resident', 2),
        review(3, 2, 'spouse', 30, {
          decision: 'legal_hold',
          reason: 'Título emitido ao casal.',
          decided_by_name: 'Paula Reis',
          decided_at: iso(NOW - 25 * DAY),
        }),
      ]
    : [];
}
seed();
onMockReset(seed);

const shown = (r: MockReview) => {
  const lot = mockStore.lots.find((l) => l.id === r.lot_id);
  const block = mockStore.blocks.find((b) => b.id === lot?.block_id);
  return {
    id: r.id,
    project_id: r.project_id,
    lot_id: r.lot_id,
    target: r.target,
    matched_by: r.matched_by,
    created_at: r.created_at,
    due_at: r.due_at,
    decision: r.decision,
    reason: r.reason,
    decided_by_name: r.decided_by_name,
    decided_at: r.decided_at,
    lot_name: (lot?.name as string | undefined) ?? null,
    block_name: (block?.name as string | undefined) ?? null,
    overdue: r.decision === null && Date.parse(r.due_at) < NOW,
    status: r.decision ? 'decided' : 'pending',
  };
};
const detail = (r: MockReview) => ({
  ...shown(r),
  project_name: String(mockStore.projects.find((p) => p.id === r.project_id)?.name ?? ''),
  affected: { present: true, person_name: r.person_name, documents: 2, emitted: r.target === 'spouse' },
});
const order = (a: MockReview, b: MockReview) =>
  Number(a.decision !== null) - Number(b.decision !== null) ||
  (a.decision === null ? a.due_at.localeCompare(b.due_at) : (b.decided_at ?? '').localeCompare(a.decided_at ?? ''));

export const removalReviewHandlers = [
  http.get(`${API}/removal-reviews/summary`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const mine = reviews.filter((r) => r.decision === null && who.isProjectAdmin(r.project_id));
    const late = mine.filter((r) => Date.parse(r.due_at) < NOW);
    const projects = [...new Set(mine.map((r) => r.project_id))].map((id) => ({
      project_id: id,
      project_name: String(mockStore.projects.find((p) => p.id === id)?.name ?? ''),
      pending: mine.filter((r) => r.project_id === id).length,
      overdue: late.filter((r) => r.project_id === id).length,
      next_due_at: mine
        .filter((r) => r.project_id === id)
        .map((r) => r.due_at)
        .sort()[0],
    }));
    return HttpResponse.json({
      pending: mine.length,
      overdue: late.length,
      projects,
      items: late.map((r) => ({
        ...shown(r),
        project_name: projects.find((p) => p.project_id === r.project_id)!.project_name,
      })),
    });
  }),
  http.get(`${API}/projects/:id/removal-reviews`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    if (!mockStore.projects.some((p) => p.id === projectId) || !who.isProjectAdmin(projectId)) return notFound();
    const data = reviews.filter((r) => r.project_id === projectId).sort(order);
    return HttpResponse.json({ data: data.map(shown), total: data.length });
  }),
  http.get(`${API}/removal-reviews/:id`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const review = reviews.find((r) => r.id === idParam(params));
    if (!review || !who.isProjectAdmin(review.project_id)) return notFound();
    return HttpResponse.json(detail(review));
  }),
  http.post(`${API}/removal-reviews/:id/decide`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const review = reviews.find((r) => r.id === idParam(params));
    if (!review || !who.isProjectAdmin(review.project_id)) return notFound();
    const parsed = reviewDecisionSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    if (review.decision)
      return HttpResponse.json({ message: 'Este pedido de remoção já foi decidido.' }, { status: 409 });
    Object.assign(review, {
      decision: parsed.data.decision,
      reason: parsed.data.reason,
      decided_by_name: accountOf(request)!.name ?? accountOf(request)!.email,
      decided_at: iso(NOW),
    });
    return HttpResponse.json(detail(review));
  }),
];
