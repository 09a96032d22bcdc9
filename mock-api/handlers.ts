import { accountHandlers } from './account.ts';
import { blockHandlers, forgetStreet } from './blocks.ts';
import { declaredHandlers } from './resources.ts';
import { documentHandlers } from './documents.ts';
import { familyHandlers } from './families.ts';
import { historyHandlers } from './history.ts';
import { fileHandlers } from './files.ts';
import { lotHandlers } from './lots.ts';
import { workbenchHandlers } from './lot-workbench.ts';
import { legalHandlers } from './legal.ts';
import { geometryHandlers } from './geometry.ts';
import { emissionHandlers } from './emissions.ts';
import { procedureHandlers } from './procedure.ts';
import { memberHandlers } from './members.ts';
import { adminHandlers } from './admin.ts';
import { progressHandlers } from './progress.ts';
import { projectHandlers } from './projects.ts';
import { referenceHandlers } from './reference.ts';
import { registryHandlers } from './registry.ts';
import { removalHandlers } from './removal.ts';
import { removalReviewHandlers } from './removal-reviews.ts';
import { reportHandlers } from './reports.ts';
import { userHandlers } from './users.ts';

export { mockStore, resetMockStore } from './store.ts';
export { mockAccounts, type MockAccountName } from './account.ts';

/** Every msw handler of the mock API, one file per resource (members before projects/:id). */
export const handlers = [
  ...accountHandlers,
  ...adminHandlers,
  ...reportHandlers,
  ...memberHandlers,
  ...progressHandlers,
  ...documentHandlers,
  ...removalReviewHandlers,
  ...projectHandlers,
  ...blockHandlers,
  ...declaredHandlers({ streets: forgetStreet }),
  ...userHandlers,
  ...fileHandlers,
  ...familyHandlers,
  ...historyHandlers,
  ...legalHandlers,
  ...geometryHandlers,
  ...emissionHandlers,
  ...procedureHandlers,
  // Before lotHandlers: /lots/workbench is not a lot id.
  ...workbenchHandlers,
  ...lotHandlers,
  ...referenceHandlers,
  ...registryHandlers,
  ...removalHandlers,
];
