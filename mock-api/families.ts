import { http, HttpResponse } from 'msw';
import {
  childEntity,
  createSchema,
  EDITABLE_RESIDENT_TYPE,
  otherResidentEntity,
  updateSchema,
} from '../domain/index.ts';
import { API, actor, idParam, invalid, notFound, unauthorized } from './http.ts';
import { emptyAnswer } from './fake-values.ts';
import type { MockRecord } from './generate.ts';
import { mockStore, nextId, onMockReset } from './store.ts';

type Kind = 'children' | 'residents';

const BODIES = {
  children: {
    create: createSchema(childEntity, { ignoreReadOnly: true }),
    update: updateSchema(childEntity, { ignoreReadOnly: true }),
  },
  residents: {
    create: createSchema(otherResidentEntity, { ignoreReadOnly: true }),
    update: updateSchema(otherResidentEntity, { ignoreReadOnly: true }),
  },
};
const CHILD_FILES = ['birth_certificate_file', 'rg_file'] as const;
const STAMP = '2026-11-10T13:00:00.000Z';

/** The first lot's family (lot 2 has none): the names the tests look for. */
export const MOCK_FAMILY_LOT = 1;
const person = (id: number, name: string, extra: Record<string, unknown>): MockRecord => ({
  id,
  lot_id: MOCK_FAMILY_LOT,
  name,
  cpf: null,
  rg: null,
  birth_date: null,
  sex: null,
  escolaridade: null,
  income: null,
  nis: null,
  occupation: null,
  occupation_type: null,
  beneficios_sociais: [],
  deficiencia: false,
  deficiencia_desc: null,
  resident: true,
  created_at: STAMP,
  updated_at: STAMP,
  created_by: 1,
  updated_by: 1,
  version: 1,
  ...extra,
});

const seedChildren = (): MockRecord[] => [
  person(1, 'Lucas Pereira Santos', {
    cpf: '52998224725',
    birth_date: '2012-03-15',
    sex: 'Masculino',
    escolaridade: 'ENSINO FUNDAMENTAL INCOMPLETO',
    mother_name: 'Maria Pereira Santos',
    father_name: 'João Santos',
    birth_certificate_file_id: 8001,
    rg_file_id: null,
  }),
  person(2, 'Beatriz Pereira Santos', {
    birth_date: '2016-09-02',
    sex: 'Feminino',
    deficiencia: true,
    deficiencia_desc: 'Deficiência auditiva',
    resident: false,
    mother_name: 'Maria Pereira Santos',
    father_name: null,
    birth_certificate_file_id: null,
    rg_file_id: null,
  }),
];

const seedResidents = (): MockRecord[] => [
  person(1, 'Maria Pereira Santos', { resident_type: 'owner', relationship_owner: null, cpf: '11144477735' }),
  person(2, 'Lucas Pereira Santos', { resident_type: 'child', relationship_owner: 'Filho', birth_date: '2012-03-15' }),
  person(3, 'José Almeida', {
    resident_type: EDITABLE_RESIDENT_TYPE,
    relationship_owner: 'Tio',
    birth_date: '1958-07-21',
    sex: 'Masculino',
  }),
];

/** A lot's children and residents (fresh with the store). */
export const mockFamilies: Record<Kind, MockRecord[]> = { children: seedChildren(), residents: seedResidents() };
onMockReset(() => {
  mockFamilies.children = seedChildren();
  mockFamilies.residents = seedResidents();
});

const fileObject = (id: unknown) =>
  typeof id === 'number'
    ? { id, url: `/api/files/${id}/download?expires=1&signature=mock`, originalName: `certidao-${id}.pdf` }
    : null;
const ENTITIES = { children: childEntity, residents: otherResidentEntity };
/** A child or resident as the API answers it: every field of its entity (empty ones too), the file objects. */
const present = (kind: Kind, record: MockRecord) => {
  const shown = { ...emptyAnswer(ENTITIES[kind]), ...record };
  return kind === 'children'
    ? { ...shown, ...Object.fromEntries(CHILD_FILES.map((f) => [f, fileObject(record[`${f}_id`])])) }
    : shown;
};

/** JSON, or multipart text fields ('null' and 'undefined' are absent); docs/validation.md#validation: null or absent is left alone. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  const raw: Record<string, unknown> = type.includes('multipart/form-data')
    ? Object.fromEntries(
        [...(await request.formData()).entries()].filter(
          ([, v]) => typeof v === 'string' && v !== 'null' && v !== 'undefined',
        ),
      )
    : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== undefined));
}

function lotOf(request: Request, params: Record<string, unknown>) {
  const who = actor(request);
  if (!who) return { answer: unauthorized() };
  const lot = mockStore.lots.find((l) => l.id === idParam(params));
  if (!lot || !who.canSee(lot.project_id as number)) return { answer: notFound() };
  return { lot };
}

const conflict = () =>
  HttpResponse.json(
    { message: 'Somente moradores do tipo "Outro morador" podem ser alterados ou excluídos.' },
    { status: 409 },
  );

function handlersOf(kind: Kind) {
  const memberKey = kind === 'children' ? 'childId' : 'residentId';
  const find = (lotId: number, params: Record<string, unknown>) =>
    mockFamilies[kind].find((m) => m.lot_id === lotId && m.id === Number(params[memberKey]));
  const editable = (record: MockRecord) => kind === 'children' || record.resident_type === EDITABLE_RESIDENT_TYPE;
  return [
    http.get(`${API}/lots/:id/${kind}`, ({ request, params }) => {
      const { lot, answer } = lotOf(request, params);
      if (!lot) return answer;
      const rows = familyOf(kind, lot.id);
      return HttpResponse.json({ data: rows, total: rows.length });
    }),
    http.post(`${API}/lots/:id/${kind}`, async ({ request, params }) => {
      const { lot, answer } = lotOf(request, params);
      if (!lot) return answer;
      const parsed = BODIES[kind].create.safeParse(await readBody(request));
      if (!parsed.success) return invalid(parsed.error);
      const now = new Date().toISOString();
      const extra = kind === 'residents' ? { resident_type: EDITABLE_RESIDENT_TYPE } : {};
      const record: MockRecord = {
        ...parsed.data,
        ...extra,
        id: nextId(mockFamilies[kind]),
        lot_id: lot.id,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
        version: 1,
      };
      mockFamilies[kind].push(record);
      return HttpResponse.json(present(kind, record));
    }),
    http.post(`${API}/lots/:id/${kind}/:${memberKey}`, async ({ request, params }) => {
      const { lot, answer } = lotOf(request, params);
      if (!lot) return answer;
      const record = find(lot.id, params);
      if (!record) return notFound();
      if (!editable(record)) return conflict();
      const parsed = BODIES[kind].update.safeParse(await readBody(request));
      if (!parsed.success) return invalid(parsed.error);
      // As the server: each save is a new version (server/history/version.ts).
      Object.assign(record, parsed.data, {
        updated_at: new Date().toISOString(),
        version: Number(record.version) + 1,
      });
      return HttpResponse.json(present(kind, record));
    }),
    http.delete(`${API}/lots/:id/${kind}/:${memberKey}`, ({ request, params }) => {
      const { lot, answer } = lotOf(request, params);
      if (!lot) return answer;
      const record = find(lot.id, params);
      if (!record) return notFound();
      if (!editable(record)) return conflict();
      mockFamilies[kind] = mockFamilies[kind].filter((m) => m !== record);
      return HttpResponse.json({ id: record.id });
    }),
  ];
}

/** A lot's children and other residents (docs/api.md#api), JSON or multipart, with the docs/validation.md#validation update rules. */
/** A lot's children or residents as the API lists them. */
export const familyOf = (kind: Kind, lotId: number) =>
  mockFamilies[kind].filter((m) => m.lot_id === lotId).map((m) => present(kind, m));

export const familyHandlers = [...handlersOf('children'), ...handlersOf('residents')];
