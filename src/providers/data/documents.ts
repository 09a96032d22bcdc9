import type { preliminaryAnswer, questionAnswer, technicalAnswer } from '../../../domain/api/studies.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { BlobAnswer, HttpClient } from '../httpClient';
import { json } from './query';

/** `GET/PATCH /projects/{id}/relatorio-preliminar`: the three diagnoses as HTML (domain/api/studies.ts). */
export type PreliminaryStudy = Answer<typeof preliminaryAnswer>;

/** One question of `GET …/relatorio-tecnico/form`; calculated ones carry their value, as text. */
export type TechnicalFormField = Answer<typeof questionAnswer>[number];

/** `GET /projects/{id}/relatorio-tecnico` (docs/entities.md#entities Technical report): its paragraphs are the
 * 20 section keys → HTML, the saved text when customised, else generated from the answers. */
export type TechnicalReport = Answer<typeof technicalAnswer>;

/** A key-value answer: rows of a small table (e.g. uses of the lots and their counts). */
export type KeyValueRow = Extract<TechnicalReport['answers'][string], unknown[]>[number];

/** The answers as the form edits them (a question not answered yet is undefined). */
export type TechnicalAnswers = Partial<TechnicalReport['answers']>;

/** The PDFs the preview shows. */
export type DocumentPdf = 'relatorio-preliminar' | 'relatorio-tecnico';

/** The dataProvider's typed calls for: Estudo Preliminar and Relatório Técnico (issue 6). */
export interface DocumentMethods {
  getPreliminaryStudy(projectId: number): Promise<PreliminaryStudy>;
  /** Asked with `Prefer: return=minimal`: answers none of the sections (`{}`); the caller has them. */
  savePreliminaryStudy(projectId: number, sections: Partial<PreliminaryStudy>): Promise<Partial<PreliminaryStudy>>;
  getTechnicalReportForm(projectId: number): Promise<TechnicalFormField[]>;
  getTechnicalReport(projectId: number): Promise<TechnicalReport>;
  /** Answers the report as `getTechnicalReport` would read it after the save. */
  saveTechnicalAnswers(projectId: number, answers: TechnicalAnswers): Promise<TechnicalReport>;
  /**
   * `PATCH …/relatorio-tecnico {paragraphs}`: the server marks the report customised. Asked with
   * `Prefer: return=minimal`, it answers the flag and the answers without the sections
   * (`paragraphs` empty): the caller has them.
   */
  saveTechnicalParagraphs(projectId: number, paragraphs: Record<string, string>): Promise<TechnicalReport>;
  /** `PATCH …/relatorio-tecnico {customized:false}`: back to the text generated from the answers. */
  discardTechnicalParagraphs(projectId: number): Promise<TechnicalReport>;
  /** `GET /projects/{id}/<document>/pdf` as a Blob (Bearer; failures are HttpErrors). */
  getDocumentPdf(projectId: number, document: DocumentPdf, signal?: AbortSignal): Promise<BlobAnswer>;
}

/** RFC 7240: a save's answer without the sections, which the page has (server/http/prefer.ts). */
const MINIMAL = { Prefer: 'return=minimal' };

export function documentsMethods(apiUrl: string, httpClient: HttpClient): DocumentMethods {
  const project = (id: number) => `${apiUrl}/projects/${id}`;
  const patch = async (url: string, body: unknown, headers?: HeadersInit) =>
    (await httpClient(url, { method: 'PATCH', body: json(body), headers })).json;
  return {
    async getPreliminaryStudy(projectId) {
      return (await httpClient(`${project(projectId)}/relatorio-preliminar`)).json as PreliminaryStudy;
    },
    async savePreliminaryStudy(projectId, sections) {
      return (await patch(`${project(projectId)}/relatorio-preliminar`, sections, MINIMAL)) as Partial<PreliminaryStudy>;
    },
    async getTechnicalReportForm(projectId) {
      return (await httpClient(`${project(projectId)}/relatorio-tecnico/form`)).json as TechnicalFormField[];
    },
    async getTechnicalReport(projectId) {
      return (await httpClient(`${project(projectId)}/relatorio-tecnico`)).json as TechnicalReport;
    },
    saveTechnicalAnswers: async (projectId, answers) =>
      (await patch(`${project(projectId)}/relatorio-tecnico/answers`, { answers })) as TechnicalReport,
    saveTechnicalParagraphs: async (projectId, paragraphs) =>
      (await patch(`${project(projectId)}/relatorio-tecnico`, { paragraphs }, MINIMAL)) as TechnicalReport,
    discardTechnicalParagraphs: async (projectId) =>
      (await patch(`${project(projectId)}/relatorio-tecnico`, { customized: false })) as TechnicalReport,
    getDocumentPdf: (projectId, document, signal) => httpClient.blob(`${project(projectId)}/${document}/pdf`, { signal }),
  };
}
