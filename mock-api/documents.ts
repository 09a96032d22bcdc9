import { http, HttpResponse } from 'msw';
import { PRELIMINARY_KEYS } from '../domain/api/studies.ts';
import { TECHNICAL_REPORT_SECTIONS, type TechnicalQuestion } from '../domain/entities/technical-report.ts';
import { API, actor, badRequest, forbidden, idParam, notFound, unauthorized } from './http.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * Estudo Preliminar and Relatório Técnico (docs/api.md#api, project admins): the sections, the
 * question form, answers, customised paragraphs, and each document as a real (tiny) PDF with
 * one page per section that has text, plus a cover.
 */

type Answers = Record<string, string | Array<{ key: string; value: string }>>;

const state = {
  preliminary: new Map<number, Record<string, string | null>>(),
  technical: new Map<number, { customized: boolean; answers: Answers; paragraphs: Record<string, string> }>(),
};
onMockReset(() => {
  state.preliminary.clear();
  state.technical.clear();
});

/** A few questions of each kind, as the server's form has them. */
export const MOCK_QUESTIONS: Array<TechnicalQuestion & { value?: string }> = [
  {
    prop: 'nucleo_nome',
    label: 'Nome do núcleo urbano informal',
    type: 'text',
    example: 'Núcleo Habitacional Jardim Esperança',
  },
  {
    prop: 'area_nucleo',
    label: 'Área total do núcleo (m²)',
    help: 'Conforme o levantamento topográfico',
    type: 'text',
    example: '45.320,50',
  },
  {
    prop: 'instrumento',
    label: 'Instrumento de titulação',
    type: 'text',
    example: 'Legitimação fundiária',
    options: ['Legitimação fundiária', 'Usucapião'],
  },
  {
    prop: 'modalidade',
    label: 'Modalidade da Reurb',
    type: 'calculated',
    example: 'Reurb-S (Regularização Fundiária Urbana de Interesse Social)',
    source: 'Configuração de Relatórios',
  },
  {
    prop: 'equipamentos',
    label: 'Equipamentos públicos próximos (equipamento → distância)',
    type: 'key-value',
    example: 'EMEF Paulo Freire → 400 m',
  },
  { prop: 'total_lotes', label: 'Número de lotes', type: 'calculated', example: '120' },
  {
    prop: 'familias_baixa_renda',
    label: 'Famílias dentro do teto da Reurb-S',
    help: 'O teto e o salário mínimo vêm da Configuração de Relatórios; as rendas, do cadastro de cada lote',
    type: 'calculated',
    example: '118 de 134 famílias com renda informada (88,1%) têm renda familiar de até R$ 7.590,00',
    source: 'Configuração de Relatórios',
  },
];

/** The paragraphs generated from the answers (the server writes real technical text). */
const generated = (answers: Answers): Record<string, string> =>
  Object.fromEntries(
    TECHNICAL_REPORT_SECTIONS.map(({ id, name }) => [
      id,
      `<p>${name}: ${typeof answers.nucleo_nome === 'string' ? answers.nucleo_nome : 'núcleo'}.</p>`,
    ]),
  );

const technicalOf = (projectId: number) =>
  state.technical.get(projectId) ?? { customized: false, answers: {}, paragraphs: {} };

/** The report as the server answers it, to GET and to each PATCH: its saved text, or generated when not customised. */
const technicalAnswerOf = (projectId: number) => {
  const report = technicalOf(projectId);
  return { ...report, paragraphs: report.customized ? report.paragraphs : generated(report.answers) };
};

/** As the server (server/http/prefer.ts): the studies' saves asked for an answer without the sections, and that answer. */
const asksMinimal = (request: Request) => request.headers.get('prefer')?.includes('return=minimal') ?? false;
const minimal = (body: object) => HttpResponse.json(body, { headers: { 'Preference-Applied': 'return=minimal' } });

/** A valid PDF with `pages` empty A4 pages (pdf.js and unpdf open it). */
export function tinyPdf(pages: number): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  for (let i = 0; i < pages; i += 1) {
    kids.push(`${objects.length + 1} 0 R`);
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const pdf = (pages: number) => new HttpResponse(tinyPdf(pages), { headers: { 'Content-Type': 'application/pdf' } });

/** The project of `:id` when the caller administers it, or the error answer. */
function projectFor(request: Request, params: Record<string, unknown>): number | Response {
  const who = actor(request);
  if (!who) return unauthorized();
  const projectId = idParam(params);
  if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
  return who.isProjectAdmin(projectId) ? projectId : forbidden();
}

const withProject =
  (answer: (projectId: number, request: Request) => Response | Promise<Response>) =>
  ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const project = projectFor(request, params);
    return typeof project === 'number' ? answer(project, request) : project;
  };

export const documentHandlers = [
  http.get(
    `${API}/projects/:id/relatorio-preliminar/pdf`,
    withProject((id) => {
      const sections = state.preliminary.get(id) ?? {};
      return pdf(1 + PRELIMINARY_KEYS.filter((k) => sections[k]).length);
    }),
  ),
  http.get(
    `${API}/projects/:id/relatorio-preliminar`,
    withProject((id) =>
      HttpResponse.json({
        diagnostico_ambiental: null,
        diagnostico_juridico: null,
        diagnostico_social: null,
        ...state.preliminary.get(id),
      }),
    ),
  ),
  http.patch(
    `${API}/projects/:id/relatorio-preliminar`,
    withProject(async (id, request) => {
      const body = (await request.json()) as Record<string, string | null>;
      const unknown = Object.keys(body).find((k) => !(PRELIMINARY_KEYS as readonly string[]).includes(k));
      if (unknown) return badRequest('Dados inválidos', { [unknown]: 'Campo desconhecido' });
      const saved = {
        diagnostico_ambiental: null,
        diagnostico_juridico: null,
        diagnostico_social: null,
        ...state.preliminary.get(id),
        ...body,
      };
      state.preliminary.set(id, saved);
      if (asksMinimal(request)) return minimal({});
      return HttpResponse.json(saved);
    }),
  ),
  http.get(
    `${API}/projects/:id/relatorio-tecnico/form`,
    withProject(() =>
      HttpResponse.json(
        MOCK_QUESTIONS.map((q) =>
          q.type !== 'calculated'
            ? q
            : { ...q, value: q.prop === 'total_lotes' ? String(mockStore.lots.length) : q.example },
        ),
      ),
    ),
  ),
  http.get(
    `${API}/projects/:id/relatorio-tecnico/pdf`,
    withProject((id) => pdf(technicalOf(id).customized ? 3 : 2)),
  ),
  http.get(
    `${API}/projects/:id/relatorio-tecnico`,
    withProject((id) => HttpResponse.json(technicalAnswerOf(id))),
  ),
  http.patch(
    `${API}/projects/:id/relatorio-tecnico/answers`,
    withProject(async (id, request) => {
      const body = (await request.json().catch(() => null)) as { answers?: Answers } | null;
      // As the server's schema: the answers are an object (all of them, replacing the saved ones).
      if (!body?.answers || typeof body.answers !== 'object' || Array.isArray(body.answers))
        return badRequest('Dados inválidos', { answers: 'Campo obrigatório' });
      const answers = body.answers;
      const refused = Object.keys(answers).find((prop) =>
        [undefined, 'calculated'].includes(MOCK_QUESTIONS.find((q) => q.prop === prop)?.type),
      );
      if (refused)
        return badRequest('Dados inválidos', {
          [refused]: 'Pergunta desconhecida ou calculada: não pode ser respondida',
        });
      state.technical.set(id, { ...technicalOf(id), answers });
      return HttpResponse.json(technicalAnswerOf(id));
    }),
  ),
  http.patch(
    `${API}/projects/:id/relatorio-tecnico`,
    withProject(async (id, request) => {
      const body = (await request.json()) as { paragraphs?: Record<string, string>; customized?: false };
      const report = technicalOf(id);
      if (body.customized === false) {
        state.technical.set(id, { ...report, customized: false });
        return HttpResponse.json(technicalAnswerOf(id));
      }
      // The first customisation writes every section: the others as generated.
      const written = { ...(report.customized ? {} : generated(report.answers)), ...body.paragraphs };
      state.technical.set(id, { ...report, customized: true, paragraphs: { ...report.paragraphs, ...written } });
      if (asksMinimal(request)) return minimal({ ...technicalAnswerOf(id), paragraphs: {} });
      return HttpResponse.json(technicalAnswerOf(id));
    }),
  ),
];
