import type {
  dashboardRegistryAnswer,
  projectRegistryAnswer,
  publicLookupAnswer,
  registryCounts,
} from '../../../domain/registry/api.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { BlobAnswer, HttpClient } from '../httpClient';

/** `POST /api/public/lookup`'s answer (domain/registry/api.ts). */
export type LookupAnswer = Answer<typeof publicLookupAnswer>;

export type LookupOutcome =
  | { status: 'found'; answer: LookupAnswer }
  | { status: 'refused'; message: string }
  | { status: 'network' };

/** The public lookup, outside the dataProvider (no sign-in, no token): the answer or the server's message. */
export async function fetchLookup(protocol: string, birthDate: string): Promise<LookupOutcome> {
  try {
    const response = await fetch('/api/public/lookup', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ protocol, birth_date: birthDate }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<LookupAnswer> & { message?: string };
    if (response.ok) return { status: 'found', answer: body as LookupAnswer };
    return { status: 'refused', message: body.message ?? `HTTP ${response.status}` };
  } catch {
    return { status: 'network' };
  }
}

/** Lots per registry stage (the progress screen and the dashboard panel). */
export type RegistryCounts = Answer<typeof registryCounts>;

/** `GET /projects/{id}/registry-stages`. */
export type ProjectRegistryCounts = Answer<typeof projectRegistryAnswer>;

/** A line of `GET /registry/stages`: one project's counts. */
export type DashboardRegistryRow = Answer<typeof dashboardRegistryAnswer>['data'][number];

/** The dataProvider's typed calls for the registry stage counts (issue 16 part 5). */
export interface RegistryMethods {
  getRegistryCounts(projectId: number): Promise<ProjectRegistryCounts>;
  getDashboardRegistryCounts(): Promise<DashboardRegistryRow[]>;
  /** The family's requerimento of the averbação of their house (Reurb-S; Decreto 9.310/2018 art. 72). */
  getAverbacao(lotId: number): Promise<BlobAnswer>;
}

export function registryMethods(apiUrl: string, httpClient: HttpClient): RegistryMethods {
  return {
    async getRegistryCounts(projectId) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/registry-stages`)).json as ProjectRegistryCounts;
    },
    async getDashboardRegistryCounts() {
      return ((await httpClient(`${apiUrl}/registry/stages`)).json as Answer<typeof dashboardRegistryAnswer>).data;
    },
    getAverbacao: (lotId) => httpClient.blob(`${apiUrl}/lots/${lotId}/averbacao-edificacao.pdf`),
  };
}
