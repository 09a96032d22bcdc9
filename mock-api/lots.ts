import { http, HttpResponse } from 'msw';
import {
  DEFAULT_LOT_STATUS,
  DEFAULT_PROJECT_PHASE,
  LOT_STATUSES,
  createSchema,
  formatValue,
  getField,
  isVisible,
  labelOf,
  lotEntity,
  lotStatusUpdateSchema,
  reviewLot,
  storageKey,
  updateSchema,
  type Field,
} from '../domain/index.ts';
import { LOT_LIST_KEYS } from '../domain/api/lot-list.ts';
import { API, actor, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { emptyAnswer } from './fake-values.ts';
import { legalRulesOf } from './legal.ts';
import { fileObject } from './projects.ts';
import { mockStore, nextId } from './store.ts';

// Shared by the block screen (list, create, delete) and the lot screen (get, update, status,
// review). The lots themselves come from generate.ts (`mockStore.lots`).
const createBody = createSchema(lotEntity);
const updateBody = updateSchema(lotEntity);
/** The list row: the lot's listed fields, as the server answers them. */
const LIST_KEYS = LOT_LIST_KEYS;
const CPF_FIELDS = ['cpf', 'spouse_cpf'].map((name) => getField(lotEntity, name)!) as Field[];
const LEGAL_BASIS = 'Lei 13.465/2017, art. 23, §1º, II';

const projectOf = (lot: MockRecord) => mockStore.projects.find((p) => p.id === lot.project_id)!;

/** A lot as `GET /lots/{id}` answers it: file objects beside their ids, its block, project class and assignees. */
export function presentLot(lot: MockRecord): MockRecord {
  const shown: MockRecord = {
    ...emptyAnswer(lotEntity),
    assigned_users: { social: null, benfeitorias: null },
    anonymised_at: null,
    version: 1,
    created_by: null,
    updated_by: null,
    ...lot,
  };
  for (const field of lotEntity.fields) {
    if (field.type === 'file') shown[field.name] = fileObject(lot[storageKey(field)]);
    if (field.type === 'files') {
      const ids = (lot[storageKey(field)] as number[] | undefined) ?? [];
      shown[storageKey(field)] = ids;
      shown[field.name] = ids.map(fileObject);
    }
  }
  const block = mockStore.blocks.find((b) => b.id === lot.block_id)!;
  const project = projectOf(lot);
  return {
    ...shown,
    block: { id: block.id, name: block.name },
    project_class: project.project_class,
    project_reurb_modality: project.reurb_modality,
  };
}

/** The lot, if the request's account may see it; else the answer to give. */
function lotFor(request: Request, params: Record<string, unknown>, level: 'member' | 'admin') {
  const who = actor(request);
  if (!who) return { answer: unauthorized() };
  const lot = mockStore.lots.find((l) => l.id === idParam(params));
  if (!lot || !who.canSee(lot.project_id as number)) return { answer: notFound() };
  if (level === 'admin' && !who.isProjectAdmin(lot.project_id as number)) return { answer: forbidden() };
  return { lot };
}

/** Art. 23 §1º: the owner's (or partner's) CPF already on another lot, as the API warns. */
function duplicateCpfWarnings(lot: MockRecord) {
  return CPF_FIELDS.flatMap((field) => {
    const value = lot[field.name];
    if (typeof value !== 'string' || !value || !isVisible(lotEntity, field, lot)) return [];
    const found = mockStore.lots.filter((l) => l.id !== lot.id && (l.cpf === value || l.spouse_cpf === value));
    if (!found.length) return [];
    return [
      {
        kind: 'duplicate_cpf' as const,
        field: field.name,
        label: field.label,
        message: `${field.label} (${formatValue(field, value)}) já consta como titular ou cônjuge em outro lote. Na Reurb-S, a legitimação fundiária não é concedida a quem já foi contemplado com legitimação de posse ou fundiária de imóvel urbano com a mesma finalidade (Decreto 9.310/2018, art. 16, §1º, II): confira antes de emitir (${LEGAL_BASIS}).`,
        legal_basis: LEGAL_BASIS,
        occurrences: found.length,
        lots: found.map((l) => ({
          id: l.id,
          name: l.name,
          block_name: mockStore.blocks.find((b) => b.id === l.block_id)?.name ?? '',
          project_id: l.project_id,
          project_name: projectOf(l).name,
        })),
      },
    ];
  });
}

const isNumericId = (params: Record<string, unknown>) => /^\d+$/.test(String(params.id));

/**
 * Lots (docs/api.md#api): list (by block or project, `q` over name and owner), get, create, update,
 * delete, update-status, trigger-review, on the generated `mockStore.lots`. Non-numeric ids
 * (e.g. PATCH /lots/update-phases) fall through to later handlers.
 */
/**
 * A lot's new status, as the server writes it (server/lots/service.ts, server/lots/review.ts): a
 * status that changes is a change of the lot, stamped in its updated_at, so what is keyed by it
 * (the lot screen's panels) is asked for again; the same status leaves the lot as it was.
 */
function setStatus(lot: MockRecord, status: string): void {
  if (lot.status !== status) Object.assign(lot, { status, updated_at: new Date().toISOString() });
}

export const lotHandlers = [
  http.get(`${API}/lots/list`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const rows = mockStore.lots
      .filter((l) => who.canSee(l.project_id as number))
      .map((l) => Object.fromEntries(LIST_KEYS.map((k) => [k, l[k] ?? null])) as MockRecord);
    return listAnswer(request, rows, {
      searchIn: ['name', 'owner_name'],
      filters: ['block_id', 'project_id'],
      defaultCount: 1000,
    });
  }),
  http.post(`${API}/lots/create`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const parsed = createBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const block = mockStore.blocks.find((b) => b.id === parsed.data.block_id);
    if (!block || !who.canSee(block.project_id as number)) return notFound();
    if (!who.isProjectAdmin(block.project_id as number)) return forbidden();
    const now = new Date().toISOString();
    const lot: MockRecord = {
      ...parsed.data,
      id: nextId(mockStore.lots),
      project_id: block.project_id,
      status: DEFAULT_LOT_STATUS,
      project_phase: DEFAULT_PROJECT_PHASE,
      created_at: now,
      updated_at: now,
      assigned_users: { social: null, benfeitorias: null },
    };
    mockStore.lots.push(lot);
    return HttpResponse.json(presentLot(lot));
  }),
  http.get(`${API}/lots/:id`, ({ request, params }) => {
    if (!isNumericId(params)) return undefined;
    const { lot, answer } = lotFor(request, params, 'member');
    return lot ? HttpResponse.json(presentLot(lot)) : answer;
  }),
  http.patch(`${API}/lots/:id`, async ({ request, params }) => {
    if (!isNumericId(params)) return undefined;
    const { lot, answer } = lotFor(request, params, 'member');
    if (!lot) return answer;
    const parsed = updateBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    // As the server: each save is a new version (server/history/version.ts).
    Object.assign(lot, parsed.data, { updated_at: new Date().toISOString(), version: Number(lot.version ?? 1) + 1 });
    return HttpResponse.json(presentLot(lot));
  }),
  http.delete(`${API}/lots/:id`, ({ request, params }) => {
    if (!isNumericId(params)) return undefined;
    const { lot, answer } = lotFor(request, params, 'admin');
    if (!lot) return answer;
    mockStore.lots = mockStore.lots.filter((l) => l.id !== lot.id);
    return HttpResponse.json({ id: lot.id });
  }),
  http.patch(`${API}/lots/:id/update-status`, async ({ request, params }) => {
    const { lot, answer } = lotFor(request, params, 'admin');
    if (!lot) return answer;
    const parsed = lotStatusUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    setStatus(lot, parsed.data.status);
    return HttpResponse.json({
      success: true,
      message: `Status alterado para: ${labelOf(LOT_STATUSES, parsed.data.status)}`,
    });
  }),
  http.post(`${API}/lots/:id/trigger-review`, ({ request, params }) => {
    const { lot, answer } = lotFor(request, params, 'admin');
    if (!lot) return answer;
    const projectClass = projectOf(lot).project_class as string;
    const review = reviewLot({ lot, projectClass });
    const warnings = duplicateCpfWarnings(lot);
    const status = warnings.length ? 'to_review' : review.status;
    setStatus(lot, status);
    return HttpResponse.json({
      success: true,
      message: 'A análise foi executada com sucesso!',
      status: lot.status,
      social: review.social,
      improvements: review.improvements,
      missing: review.missing.map((m) => ({
        field: m.field,
        label: m.label,
        section: m.resource === 'lots' ? (getField(lotEntity, m.field)?.section ?? 'identity') : m.resource,
        part: m.part,
        resource: m.resource,
        record_id: m.recordId ?? null,
      })),
      warnings,
      // The legal rules that did not pass (server/legal/review.ts): blocked or warning.
      legal: legalRulesOf(lot, actor(request)!).filter((r) => r.state === 'blocked' || r.state === 'warning'),
    });
  }),
];
