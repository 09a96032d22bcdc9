import { http, HttpResponse } from 'msw';
import { lotEntity, storageKey } from '../domain/index.ts';
import { API, actor, badRequest, idParam, notFound, unauthorized } from './http.ts';
import { mockStore, onMockReset } from './store.ts';

/** A file received by POST /files/create. */
export interface MockUpload {
  id: number;
  field: string;
  originalName: string;
  type: string;
  size: number;
}

/** What the mock API received, for tests to look at (fresh with the store). */
export const mockUploads: MockUpload[] = [];
onMockReset(() => mockUploads.splice(0));

/** Ids well above the generated files', so both can coexist. */
const FIRST_UPLOAD_ID = 9001;
/** The real server's limit is configured; the mock refuses above 5 MB. */
export const MOCK_MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED = /^(image\/(jpeg|png|gif|webp|heic|heif)|application\/pdf)$/;

const FILE_FIELDS = lotEntity.fields.filter((f) => f.type === 'file' || f.type === 'files');

/** Uploads (docs/api.md#api: multipart `file`, or `image` for the image widget) and a lot's remove-file. */
export const fileHandlers = [
  http.post(`${API}/files/create`, async ({ request }) => {
    if (!actor(request)) return unauthorized();
    const form = await request.formData().catch(() => null);
    const entry = form?.get('file') ?? form?.get('image');
    if (!entry || typeof entry === 'string') return badRequest('Requisição inválida', { file: 'Campo obrigatório' });
    if (entry.size > MOCK_MAX_BYTES)
      return HttpResponse.json({ message: 'Arquivo maior que o limite de 5 MB' }, { status: 413 });
    if (!ALLOWED.test(entry.type)) {
      return HttpResponse.json(
        { message: 'Tipo de arquivo não permitido. Envie imagens (JPG, PNG, HEIC) ou PDF.' },
        { status: 415 },
      );
    }
    const id = Math.max(FIRST_UPLOAD_ID - 1, ...mockUploads.map((u) => u.id)) + 1;
    const field = form?.get('file') ? 'file' : 'image';
    mockUploads.push({ id, field, originalName: entry.name, type: entry.type, size: entry.size });
    return HttpResponse.json({
      id,
      url: `/api/files/${id}/download?expires=1&signature=mock`,
      originalName: entry.name,
    });
  }),
  http.patch(`${API}/lots/:id/remove-file`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const lot = mockStore.lots.find((l) => l.id === idParam(params));
    if (!lot || !who.canSee(lot.project_id as number)) return notFound();
    const { file_id: fileId } = (await request.json()) as { file_id?: number };
    let found = false;
    for (const field of FILE_FIELDS) {
      const key = storageKey(field);
      if (field.type === 'file' && lot[key] === fileId) {
        lot[key] = null;
        found = true;
      }
      if (field.type === 'files' && Array.isArray(lot[key]) && (lot[key] as number[]).includes(fileId as number)) {
        lot[key] = (lot[key] as number[]).filter((id) => id !== fileId);
        found = true;
      }
    }
    if (!found)
      return badRequest('Este arquivo não pertence a este lote.', {
        file_id: 'Este arquivo não pertence a este lote.',
      });
    return HttpResponse.json({ success: true });
  }),
];
