import { http, HttpResponse } from 'msw';
import {
  REGISTRY_STAGE_IDS,
  registryStage,
  type RegistryFacts,
  type RegistryStage,
} from '../domain/registry/stages.ts';
import { API, actor, idParam, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore } from './store.ts';

/**
 * The registry after the CRF (server/http/registry.ts): lots per registry stage, each lot's
 * stage the domain's `registryStage` of its facts, as the server counts them.
 */
function countsOf(lots: MockRecord[]) {
  const counts = Object.fromEntries(REGISTRY_STAGE_IDS.map((s) => [s, 0])) as Record<RegistryStage, number>;
  for (const lot of lots) counts[registryStage(lot as RegistryFacts)] += 1;
  return { counts, total: lots.length };
}

const lotsOf = (projectId: number) => mockStore.lots.filter((l) => l.project_id === projectId);

export const registryHandlers = [
  http.get(`${API}/projects/:id/registry-stages`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
    return HttpResponse.json(countsOf(lotsOf(projectId)));
  }),
  // The dashboard panel: the visible projects where a lot has reached the registry office, by name.
  http.get(`${API}/registry/stages`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const data = mockStore.projects
      .filter((p) => who.canSee(p.id) && lotsOf(p.id).some((l) => l.registry_prenotacao_on != null))
      .sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'))
      .map((p) => ({ project_id: p.id, project_name: String(p.name), ...countsOf(lotsOf(p.id)) }));
    return HttpResponse.json({ data });
  }),
];
