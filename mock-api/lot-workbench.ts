import { http, HttpResponse } from 'msw';
import {
  WORKBENCH_MESSAGES,
  lotViewBody,
  workbenchBulkBody,
  type LotView,
  type WorkbenchRow,
} from '../domain/api/lot-workbench.ts';
import { labelOf } from '../domain/enums/choice.ts';
import { LOT_STATUSES } from '../domain/enums/lot-status.ts';
import { LOT_WORKS, type LotWork } from '../domain/enums/lot-work.ts';
import { isMdr } from '../domain/enums/project.ts';
import { registryStage, type RegistryFacts } from '../domain/registry/stages.ts';
import { API, actor, fold, forbidden, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * The lots workbench (`/lots/workbench`, `/lot-views`, the bulk actions) for the SPA's tests,
 * with the server's rules: rows of the caller's projects, per-lot refusals, owner-only views.
 * No lot of the mock has been reviewed, so every one counts as com pendências.
 */
let views: LotView[] = [];
/** The mock's accounts have no numeric id: a view's owner is kept by `sub`. */
const owners = new Map<number, string>();
/** Who is assigned each lot's work (server/workbench/assign.ts): lot id → work → user sub. */
const assignments = new Map<number, Map<LotWork, string>>();
onMockReset(() => {
  views = [];
  owners.clear();
  assignments.clear();
});

const userName = (sub: string) => {
  const user = mockStore.users.find((u) => u.sub === sub);
  return user ? (user.name ?? user.email) : sub;
};

/** "Cadastro social: Ana · Benfeitorias: Rui", as the server words it. */
const assigneesOf = (lotId: number): string | null => {
  const of = assignments.get(lotId);
  const parts = LOT_WORKS.filter((w) => of?.has(w.id)).map((w) => `${w.name}: ${userName(of!.get(w.id)!)}`);
  return parts.length ? parts.join(' · ') : null;
};

/** One lot's assignment, with the server's refusals (benfeitorias outside MDR, not a member). */
function assign(lot: { id: number; project_id?: unknown }, work: LotWork, sub: string | null) {
  const project = mockStore.projects.find((p) => p.id === lot.project_id);
  if (work === 'benfeitorias' && !isMdr(project?.project_class))
    return { id: lot.id, ok: false, message: WORKBENCH_MESSAGES.workNotInProject };
  const label = labelOf(LOT_WORKS, work);
  if (!sub) {
    assignments.get(lot.id)?.delete(work);
    return { id: lot.id, ok: true, message: `${label}: sem responsável` };
  }
  if (!mockStore.memberships.some((m) => m.project_id === lot.project_id && m.sub === sub))
    return { id: lot.id, ok: false, message: WORKBENCH_MESSAGES.assigneeNotMember(userName(sub)) };
  assignments.set(lot.id, (assignments.get(lot.id) ?? new Map()).set(work, sub));
  return { id: lot.id, ok: true, message: `${label}: atribuído a ${userName(sub)}` };
}

export const workbenchHandlers = [
  http.get(`${API}/lots/workbench`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const params = new URL(request.url).searchParams;
    const name = fold(params.get('name') ?? '');
    const cpf = (params.get('cpf') ?? '').replace(/\D/g, '');
    const stage = params.get('registry_stage');
    const mine = params.get('assigned_to_me');
    const assignedToMe = (id: number) => [...(assignments.get(id)?.values() ?? [])].includes(who.account.sub);
    const rows: WorkbenchRow[] = mockStore.lots
      .filter((l) => who.canSee(l.project_id as number))
      .filter((l) => !name || fold(l.name).includes(name) || fold(l.owner_name).includes(name))
      .filter((l) => !cpf || String(l.cpf ?? '').startsWith(cpf) || String(l.spouse_cpf ?? '').startsWith(cpf))
      .filter(() => params.get('has_blockers') !== 'false')
      .filter((l) => !stage || registryStage(l as RegistryFacts) === stage)
      .filter((l) => !mine || assignedToMe(l.id) === (mine === 'true'))
      .map((l) => ({
        id: l.id,
        name: String(l.name),
        project_id: l.project_id as number,
        project_name: String(mockStore.projects.find((p) => p.id === l.project_id)?.name ?? ''),
        block_id: l.block_id as number,
        block_name: String(mockStore.blocks.find((b) => b.id === l.block_id)?.name ?? ''),
        status: String(l.status),
        project_phase: Number(l.project_phase ?? 1),
        registry_stage: registryStage(l as RegistryFacts),
        owner_name: (l.owner_name as string | null) ?? null,
        cpf: (l.cpf as string | null) ?? null,
        spouse_name: (l.spouse_name as string | null) ?? null,
        inscricao_imobiliaria: (l.inscricao_imobiliaria as string | null) ?? null,
        has_blockers: true,
        reviewed: false,
        assignees: assigneesOf(l.id),
        updated_at: String(l.updated_at),
        can_admin: who.isProjectAdmin(l.project_id as number),
      }));
    return listAnswer(request, rows, { filters: ['project_id', 'block_id', 'status'] });
  }),
  http.post(`${API}/lots/workbench/bulk`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const parsed = workbenchBulkBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    const results = body.lot_ids.map((id) => {
      const lot = mockStore.lots.find((l) => l.id === id);
      if (!lot || !who.canSee(lot.project_id as number)) return { id, ok: false, message: 'Lote não encontrado.' };
      if (!who.isProjectAdmin(lot.project_id as number))
        return { id, ok: false, message: 'Sem permissão de administrador neste projeto.' };
      if (body.action === 'assign') return assign(lot, body.work as LotWork, body.user_sub);
      if (body.action === 'status') lot.status = body.status;
      else lot.project_phase = 2;
      const message =
        body.action === 'status'
          ? `Status alterado para: ${labelOf(LOT_STATUSES, body.status)}`
          : 'Movido para a etapa 2';
      return { id, ok: true, message };
    });
    const done = results.filter((r) => r.ok).length;
    return HttpResponse.json({ action: body.action, done, refused: results.length - done, results });
  }),
  http.get(`${API}/lot-views`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const seen = views.filter((v) => (v.project_id ? who.canSee(v.project_id) : owners.get(v.id) === who.account.sub));
    return HttpResponse.json({ data: seen.map((v) => ({ ...v, mine: owners.get(v.id) === who.account.sub })) });
  }),
  http.post(`${API}/lot-views`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const parsed = lotViewBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    if (body.project_id && !who.isProjectAdmin(body.project_id)) return forbidden();
    const view: LotView = {
      ...body,
      id: views.reduce((max, v) => Math.max(max, v.id), 0) + 1,
      owner_id: 0,
      owner_name: who.account.name,
      project_name: body.project_id
        ? String(mockStore.projects.find((p) => p.id === body.project_id)?.name ?? '')
        : null,
      mine: true,
      updated_at: new Date().toISOString(),
    };
    views.push(view);
    owners.set(view.id, who.account.sub);
    return HttpResponse.json(view);
  }),
  http.patch(`${API}/lot-views/:id`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const view = views.find((v) => v.id === Number(params.id));
    if (!view || (view.project_id ? !who.canSee(view.project_id) : owners.get(view.id) !== who.account.sub))
      return notFound();
    if (owners.get(view.id) !== who.account.sub) return forbidden();
    const parsed = lotViewBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    if (body.project_id && !who.isProjectAdmin(body.project_id)) return forbidden();
    Object.assign(view, body, {
      project_name: body.project_id
        ? String(mockStore.projects.find((p) => p.id === body.project_id)?.name ?? '')
        : null,
      updated_at: new Date().toISOString(),
    });
    return HttpResponse.json(view);
  }),
  http.delete(`${API}/lot-views/:id`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const view = views.find((v) => v.id === Number(params.id));
    if (!view) return notFound();
    if (owners.get(view.id) !== who.account.sub) return forbidden();
    views = views.filter((v) => v !== view);
    return HttpResponse.json({ id: view.id });
  }),
];
