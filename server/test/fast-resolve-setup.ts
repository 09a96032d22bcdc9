import { installFastResolve } from '../fast-resolve.ts';

/**
 * Setup of the server's test projects: the packages a worker imports (Fastify, drizzle, pdfkit,
 * exceljs, PGlite…) resolve their own files through server/fast-resolve.ts, as `npm start`, the
 * seed and the worker do. Node reads a package's exports map again for each of its files: 1.2 s
 * of a server:pglite worker's CPU in a profile, 0.15 s with the hook. A worker whose files share
 * their imports runs this before each file; the hook goes in once per process.
 */
installFastResolve();
