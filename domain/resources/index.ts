import type { ResourceDef } from './define.ts';
import { streetResource } from './streets.ts';

/** Every resource declared in configuration (issue #13 part 2), by name: the API, the mock and the SPA serve them. */
export const RESOURCES = {
  streets: streetResource,
} as const satisfies Record<string, ResourceDef>;

export { streetResource };
