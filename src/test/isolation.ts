/**
 * The web test files that replace a module, a global or an environment variable (vi.mock,
 * vi.doMock, vi.unmock, vi.stubGlobal, vi.stubEnv): each runs in a fresh worker (`web:isolated`). The other web files share their workers' modules
 * (`web:shared`): a mock would reach every file after it there. `isolation.test.ts` checks that
 * this list holds every such file and nothing else.
 */
export const WEB_MOCKING = ['src/providers/auth0Client.test.ts', 'src/resources/users/UserScreens.test.tsx'];

/** What makes a test file need a worker of its own. */
export const REPLACES_A_MODULE = /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv)\(/;
