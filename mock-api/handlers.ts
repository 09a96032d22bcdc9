import { accountHandlers } from './account.ts';

/** Every msw handler of the mock API, one file per resource. */
export const handlers = [...accountHandlers];
