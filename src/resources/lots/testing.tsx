import { screen } from '@testing-library/react';
import { mockStore } from '../../../mock-api/handlers.ts';
import type { MockRecord } from '../../../mock-api/generate.ts';
import { renderAdmin, type RenderAdminOptions } from '../../components/testing/renderAdmin';
import type { MockAccountName } from '../../../mock-api/handlers.ts';
import { lotsResource } from '.';

/** Test helpers of the lot screens (not a test file: shared by them). */

/** A lot of the mock data, changed as the test needs before the screen loads it. */
export function mockLot(id: number, changes: Record<string, unknown> = {}): MockRecord {
  const lot = mockStore.lots.find((l) => l.id === id)!;
  Object.assign(lot, changes);
  return lot;
}

/** The class of the mock lot's project (MDR shows Benfeitorias). */
export function setProjectClass(lot: MockRecord, projectClass: string): void {
  mockStore.projects.find((p) => p.id === lot.project_id)!.project_class = projectClass;
}

export const openLot = (
  path: string,
  account: MockAccountName = 'projectAdmin',
  wrapper?: RenderAdminOptions['wrapper'],
) => renderAdmin({ account, path, resources: [lotsResource], wrapper });

export const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

/**
 * Waits for the lot screen named `name` with its tabs: they show with the panels above them,
 * once those have their answers (useLotPanelsSettled).
 */
export async function lotScreen(name: string) {
  await screen.findByRole('heading', { name, level: 1 });
  await screen.findAllByRole('tab');
}
