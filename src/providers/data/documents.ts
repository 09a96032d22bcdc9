import type { TechnicalQuestion } from '../../../domain/entities/technical-report.ts';
import type { BlobAnswer, HttpClient } from '../httpClient';
import { json } from './query';

/** `GET/PATCH /projects/{id}/relatorio-preliminar`: the three diagnoses as HTML (docs/entities.md#entities). */
export type PreliminaryStudy = Record<'diagnostico_ambiental' | 'diagnostico_juridico' | 'diagnostico_social', string | null>;

/** One question of `GET …/relatorio-tecnico/form`; calculated ones carry their value. */
export interface TechnicalFormField extends TechnicalQuestion {
  value?: unknown;
}

/** A key-value answer: rows of a small table (e.g. uses of the lots and their counts). */
export interface KeyValueRow {
  key: string;
  value: string;
}

export type TechnicalAnswers = Record<string, string | KeyValueRow[] | undefined>;

/** `GET /projects/{id}/relatorio-tecnico` (docs/entities.md#entities Technical report). */
export interface TechnicalReport {
  customized: boolean;
  answers: TechnicalAnswers;
  /** The 20 section keys → HTML: the saved text when customised, else generated from the answers. */
  paragraphs: Record<string, string>;
}

/** The PDFs the preview shows. */
export type DocumentPdf = 'relatorio-preliminar' | 'relatorio-tecnico';

/** The dataProvider's typed calls for: Estudo Preliminar and Relatório Técnico (issue 6). */
export interface DocumentMethods {
  getPreliminaryStudy(projectId: number): Promise<PreliminaryStudy>;
  savePreliminaryStudy(projectId: number, sections: Partial<PreliminaryStudy>): Promise<PreliminaryStudy>;
  getTechnicalReportForm(projectId: number): Promise<TechnicalFormField[]>;
  getTechnicalReport(projectId: number): Promise<TechnicalReport>;
  saveTechnicalAnswers(projectId: number, answers: TechnicalAnswers): Promise<unknown>;
  /** `PATCH …/relatorio-tecnico {paragraphs}`: the server marks the report customised. */
  saveTechnicalParagraphs(projectId: number, paragraphs: Record<string, string>): Promise<unknown>;
  /** `PATCH …/relatorio-tecnico {customized:false}`: back to the text generated from the answers. */
  discardTechnicalParagraphs(projectId: number): Promise<unknown>;
  /** `GET /projects/{id}/<document>/pdf` as a Blob (Bearer; failures are HttpErrors). */
  getDocumentPdf(projectId: number, document: DocumentPdf, signal?: AbortSignal): Promise<BlobAnswer>;
}

export function documentsMethods(apiUrl: string, httpClient: HttpClient): DocumentMethods {
  const project = (id: number) => `${apiUrl}/projects/${id}`;
  const patch = async (url: string, body: unknown) => (await httpClient(url, { method: 'PATCH', body: json(body) })).json;
  return {
    async getPreliminaryStudy(projectId) {
      return (await httpClient(`${project(projectId)}/relatorio-preliminar`)).json as PreliminaryStudy;
    },
    async savePreliminaryStudy(projectId, sections) {
      return (await patch(`${project(projectId)}/relatorio-preliminar`, sections)) as PreliminaryStudy;
    },
    async getTechnicalReportForm(projectId) {
      const body = (await httpClient(`${project(projectId)}/relatorio-tecnico/form`)).json as TechnicalFormField[] | { data: TechnicalFormField[] };
      return Array.isArray(body) ? body : body.data;
    },
    async getTechnicalReport(projectId) {
      return (await httpClient(`${project(projectId)}/relatorio-tecnico`)).json as TechnicalReport;
    },
    saveTechnicalAnswers: (projectId, answers) => patch(`${project(projectId)}/relatorio-tecnico/answers`, { answers }),
    saveTechnicalParagraphs: (projectId, paragraphs) => patch(`${project(projectId)}/relatorio-tecnico`, { paragraphs }),
    discardTechnicalParagraphs: (projectId) => patch(`${project(projectId)}/relatorio-tecnico`, { customized: false }),
    getDocumentPdf: (projectId, document, signal) => httpClient.blob(`${project(projectId)}/${document}/pdf`, { signal }),
  };
}
