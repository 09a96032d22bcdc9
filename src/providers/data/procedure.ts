import type { z } from 'zod';
import type { partyBody, partyProgressBody } from '../../../domain/procedure/parties.ts';
import type {
  deadlinesAnswer,
  holidaysAnswer,
  partiesAnswer,
  stageEventBody,
  timelineAnswer,
  urgentDeadlinesAnswer,
} from '../../../domain/procedure/api.ts';
import type { calendarDeadlinesAnswer, calendarFeedAnswer } from '../../../domain/procedure/notices-api.ts';
import type { BlobAnswer, HttpClient } from '../httpClient';
import { json, query } from './query';

export type Timeline = z.output<typeof timelineAnswer>;
export type StageEvent = Timeline['data'][number];
export type StageEventInput = z.input<typeof stageEventBody>;
export type DeadlinesPage = z.output<typeof deadlinesAnswer>;
export type ProjectDeadlineRow = DeadlinesPage['data'][number];
export type PartiesPage = z.output<typeof partiesAnswer>;
export type NotifiedParty = PartiesPage['data'][number];
export type PartyInput = z.input<typeof partyBody>;
export type PartyProgress = z.input<typeof partyProgressBody>;
export type Holiday = z.output<typeof holidaysAnswer>['data'][number];
export type UrgentDeadline = z.output<typeof urgentDeadlinesAnswer>['data'][number];
export type CalendarDeadline = z.output<typeof calendarDeadlinesAnswer>['data'][number];
export type CalendarFeed = z.output<typeof calendarFeedAnswer>;

/** The dataProvider's typed calls for: the Reurb procedure and its legal clocks (issue 16). */
export interface ProcedureMethods {
  getProcedure(projectId: number): Promise<Timeline>;
  recordStage(projectId: number, body: StageEventInput): Promise<Timeline>;
  /** A page of the project's clocks, the most urgent first, searched by `q`, and their total. */
  getDeadlines(projectId: number, options: { page: number; count: number; q?: string }): Promise<DeadlinesPage>;
  getUrgentDeadlines(): Promise<UrgentDeadline[]>;
  /** A page of the project's parties, searched by `q`, and their total. */
  getNotifiedParties(projectId: number, options?: { page?: number; count?: number; q?: string }): Promise<PartiesPage>;
  addNotifiedParty(projectId: number, body: PartyInput): Promise<unknown>;
  recordPartyProgress(partyId: number, body: PartyProgress): Promise<unknown>;
  getHolidays(projectId: number): Promise<Holiday[]>;
  saveHolidays(projectId: number, holidays: Holiday[]): Promise<Holiday[]>;
  /** The notification letter of one party, the letters of some or all, the edital (PDFs). */
  getPartyLetter(projectId: number, partyId: number): Promise<BlobAnswer>;
  getPartyLetters(projectId: number, ids?: number[]): Promise<BlobAnswer>;
  /** The notice of the decision on a party's impugnação (409 while none is recorded). */
  getPartyDecision(projectId: number, partyId: number): Promise<BlobAnswer>;
  getEdital(projectId: number): Promise<BlobAnswer>;
  /** The project's termo de compromisso (409 when dispensed or its cronograma or responsible is missing). */
  getCommitment(projectId: number): Promise<BlobAnswer>;
  /** The declaration that the núcleo is Reurb-S (Decreto 9.310/2018 art. 53, § 3º; 409 without a Reurb-S classification). */
  getReurbSDeclaration(projectId: number): Promise<BlobAnswer>;
  /** The caller's clocks due between two days, across their projects (the month calendar). */
  getCalendarDeadlines(from: string, to: string): Promise<CalendarDeadline[]>;
  getCalendarFeed(): Promise<CalendarFeed>;
  rotateCalendarFeed(): Promise<CalendarFeed>;
  revokeCalendarFeed(): Promise<CalendarFeed>;
}

export function procedureMethods(apiUrl: string, httpClient: HttpClient): ProcedureMethods {
  return {
    async getProcedure(projectId) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/procedure`)).json as Timeline;
    },
    async recordStage(projectId, body) {
      const url = `${apiUrl}/projects/${projectId}/procedure`;
      return (await httpClient(url, { method: 'POST', body: json(body) })).json as Timeline;
    },
    async getDeadlines(projectId, { page, count, q }) {
      const url = `${apiUrl}/projects/${projectId}/deadlines${query({ page, count, q })}`;
      return (await httpClient(url)).json as DeadlinesPage;
    },
    async getUrgentDeadlines() {
      return ((await httpClient(`${apiUrl}/deadlines/urgent`)).json as { data: UrgentDeadline[] }).data;
    },
    async getNotifiedParties(projectId, { page = 1, count, q } = {}) {
      const url = `${apiUrl}/projects/${projectId}/notified-parties${query({ page, count, q })}`;
      return (await httpClient(url)).json as PartiesPage;
    },
    async addNotifiedParty(projectId, body) {
      const url = `${apiUrl}/projects/${projectId}/notified-parties`;
      return (await httpClient(url, { method: 'POST', body: json(body) })).json;
    },
    async getHolidays(projectId) {
      return ((await httpClient(`${apiUrl}/projects/${projectId}/holidays`)).json as { data: Holiday[] }).data;
    },
    async saveHolidays(projectId, holidays) {
      const url = `${apiUrl}/projects/${projectId}/holidays`;
      return ((await httpClient(url, { method: 'PUT', body: json({ data: holidays }) })).json as { data: Holiday[] })
        .data;
    },
    getPartyLetter: (projectId, partyId) =>
      httpClient.blob(`${apiUrl}/projects/${projectId}/notified-parties/${partyId}/letter.pdf`),
    getPartyDecision: (projectId, partyId) =>
      httpClient.blob(`${apiUrl}/projects/${projectId}/notified-parties/${partyId}/decision.pdf`),
    getPartyLetters: (projectId, ids) =>
      httpClient.blob(
        `${apiUrl}/projects/${projectId}/notified-parties/letters.pdf${ids?.length ? `?ids=${ids.join(',')}` : ''}`,
      ),
    getEdital: (projectId) => httpClient.blob(`${apiUrl}/projects/${projectId}/notified-parties/edital.pdf`),
    getCommitment: (projectId) => httpClient.blob(`${apiUrl}/projects/${projectId}/termo-compromisso.pdf`),
    getReurbSDeclaration: (projectId) => httpClient.blob(`${apiUrl}/projects/${projectId}/declaracao-reurb-s.pdf`),
    async getCalendarDeadlines(from, to) {
      const url = `${apiUrl}/deadlines?from=${from}&to=${to}`;
      return ((await httpClient(url)).json as { data: CalendarDeadline[] }).data;
    },
    async getCalendarFeed() {
      return (await httpClient(`${apiUrl}/account/calendar-feed`)).json as CalendarFeed;
    },
    async rotateCalendarFeed() {
      return (await httpClient(`${apiUrl}/account/calendar-feed`, { method: 'POST' })).json as CalendarFeed;
    },
    async revokeCalendarFeed() {
      return (await httpClient(`${apiUrl}/account/calendar-feed`, { method: 'DELETE' })).json as CalendarFeed;
    },
    async recordPartyProgress(partyId, body) {
      const url = `${apiUrl}/notified-parties/${partyId}`;
      return (await httpClient(url, { method: 'PATCH', body: json(body) })).json;
    },
  };
}
