import { http, HttpResponse } from 'msw';
import { LOT_STATUSES, getField, labelOf, lotEntity } from '../domain/index.ts';
import { API, actor, forbidden, idParam, notFound, unauthorized } from './http.ts';
import { mockStore } from './store.ts';

/** Who made the mock changes: the first project's admin account. */
const BY = { user_id: 3, user_name: 'Paula Reis' };
const HOUR = 3_600_000;
const label = (name: string) => getField(lotEntity, name)?.label ?? name;

/**
 * GET /lots/{id}/history (project admins; members 403): a deterministic timeline per lot,
 * newest first — created with its name, the owner filled in, then the status set.
 */
export const historyHandlers = [
  http.get(`${API}/lots/:id/history`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const lot = mockStore.lots.find((l) => l.id === idParam(params));
    if (!lot || !who.canSee(lot.project_id as number)) return notFound();
    if (!who.isProjectAdmin(lot.project_id as number)) return forbidden();
    const at = (hoursBefore: number) => new Date(Date.parse(String(lot.updated_at)) - hoursBefore * HOUR).toISOString();
    const id = (lot.id as number) * 10;
    const base = { ...BY, entity_id: lot.id, entity_label: lot.name };
    const lines = [
      {
        ...base,
        id: id + 3,
        at: at(0),
        entity: 'status',
        action: 'status',
        changes: [
          {
            field: 'status',
            label: label('status'),
            from: 'Incompleto',
            to: labelOf(LOT_STATUSES, lot.status as string),
          },
        ],
      },
      ...(lot.owner_name
        ? [
            {
              ...base,
              id: id + 2,
              at: at(2),
              entity: 'lot',
              action: 'updated',
              changes: [{ field: 'owner_name', label: label('owner_name'), from: null, to: String(lot.owner_name) }],
            },
          ]
        : []),
      {
        ...base,
        id: id + 1,
        at: at(26),
        entity: 'lot',
        action: 'created',
        changes: [{ field: 'name', label: label('name'), from: null, to: String(lot.name) }],
      },
    ];
    const search = new URL(request.url).searchParams;
    const page = Number(search.get('page') ?? 1);
    const count = Number(search.get('count') ?? 25);
    return HttpResponse.json({ data: lines.slice((page - 1) * count, page * count), total: lines.length });
  }),
];
