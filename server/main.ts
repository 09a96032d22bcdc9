import { installFastResolve } from './fast-resolve.ts';

/**
 * `node server/main.ts`: the API (and, in production, the SPA) in one process (server/serve.ts).
 * The resolver hook goes first, so that the server's ~2,700 modules load through it; an import
 * above the server's own would be resolved before the hook exists.
 */
installFastResolve();
await import('./serve.ts');
