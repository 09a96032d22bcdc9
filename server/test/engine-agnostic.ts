/**
 * Server test files that never touch a database (renderers, sanitisers, mail, reference data,
 * pure modules, the launcher): Vitest runs them once, in the `server:pure` project, instead of
 * once per engine. Everything else under server/ and scripts/ runs on PGlite and, with
 * TEST_DATABASE_URL, again on PostgreSQL — a new test file lands there unless it is added here.
 *
 * Two guards keep a database test from silently dropping off PostgreSQL by being listed here:
 * `server/test/engine-agnostic.test.ts` checks that no listed file (nor anything it imports)
 * opens a connection, and in `server:pure` opening one throws (server/test/no-database.ts).
 */
export const ENGINE_AGNOSTIC: readonly string[] = [
  'scripts/bench-delay-proxy.test.ts',
  'scripts/bench-goals.test.ts',
  'scripts/bench-http-client.test.ts',
  'scripts/docs-citations.test.ts',
  'scripts/layers.test.ts',
  'scripts/loadtest-cpu.test.ts',
  'scripts/node-launcher.test.ts',
  'scripts/precompress.test.ts',
  'scripts/prettier-parser.test.ts',
  'scripts/self-contained.test.ts',
  'scripts/server-bundle.test.ts',
  'server/start-imports.test.ts',
  'scripts/spa-stamp.test.ts',
  'scripts/test-report.test.ts',
  'scripts/test-scratch.test.ts',
  'scripts/test-timing.test.ts',
  'server/auth/local-idp/passwords.test.ts',
  'server/auth/verify-cache.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/schema-domain.test.ts',
  'server/http/fast-serializer.test.ts',
  'server/http/input-guard.test.ts',
  'server/http/prefer.test.ts',
  'server/http/rich-body/prepare.test.ts',
  'server/db/schema-migrations.test.ts',
  'server/emissions/package-offices.test.ts',
  'server/emissions/placeholder.test.ts',
  'server/emissions/qr.test.ts',
  'server/fast-resolve.test.ts',
  'server/files/detect.test.ts',
  'server/seed/people.test.ts',
  'server/seed/life-stage.test.ts',
  'server/geometry/file-thread.test.ts',
  'server/geometry/parse.test.ts',
  'server/http/spa.test.ts',
  'server/http/stream-file.test.ts',
  'server/logging.test.ts',
  'server/loop/thread.test.ts',
  'server/loop/turns.test.ts',
  'server/lots/new-field.test.ts',
  'server/mail/mailer.test.ts',
  'server/reference/geonames.test.ts',
  'server/reference/ibge-crosscheck.test.ts',
  'server/reports/format.test.ts',
  'server/reports/pdf/layout-cache.test.ts',
  'server/reports/letterhead-text.test.ts',
  'server/reports/pdf/measure.test.ts',
  'server/reports/pdf/numeric-layout.test.ts',
  'server/reports/pdf/runner.test.ts',
  'server/reports/pdf/page-numbers.test.ts',
  'server/reports/pdf/picture-limit.test.ts',
  'server/studies/pdf/study-pdf.test.ts',
  'server/reports/pdf/write-line.test.ts',
  'server/reports/pdf/headings.test.ts',
  'server/reports/titulo-text.test.ts',
  'server/reports/xlsx/shared-styles.test.ts',
  'server/reports/xlsx/workbook.test.ts',
  'server/start-banner.test.ts',
  'server/studies/rich-text.test.ts',
  'server/studies/rich-text/subset.test.ts',
  'server/studies/sanitize.test.ts',
  'server/studies/save-statements.test.ts',
  'server/studies/technical/sections.test.ts',
  'server/test/engine-agnostic.test.ts',
];

/**
 * Database tests whose subject is the HTTP layer, not the SQL (or the test run's own databases),
 * run on one engine: PostgreSQL (the production engine) when TEST_DATABASE_URL is
 * set, PGlite otherwise. Running them on the second engine too only repeated the same checks
 * (issue #19 goal 7); each says why. The queries behind every route still run on both engines
 * in the route's own tests, and the fuzz and SQL-injection sweeps, whose 5xx and SQL errors can
 * differ between the drivers, stay on both.
 */
export const ONE_ENGINE: Readonly<Record<string, string>> = {
  'server/http/permission-matrix.test.ts':
    "who may call each route (401/403/404 for every kind of caller): the route's declared access and the project scope decide it",
  'server/security/headers.test.ts': 'security headers (CSP, HSTS, CORS) on answers: set by the HTTP layer',
  'server/http/openapi.test.ts': "the OpenAPI document: built from the routes' declared schemas, no query behind it",
  'server/http/openapi-contract.test.ts':
    "the OpenAPI document linted by redocly and turned into a typed client: built from the routes' declared schemas, no query behind it",
  'server/named-plugin.test.ts':
    "that Fastify never scans require.cache for a route plugin's name while the app is built: the HTTP layer's registration, no query behind it",
  'server/http/compression.test.ts':
    "which answers are compressed and how: the HTTP layer's, whatever the rows came from",
  'server/security/red-team/no-token.test.ts':
    'every signed-in operation refuses a missing or malformed token with 401 before anything else runs: the HTTP layer decides it',
  'server/security/red-team/forged-tokens.test.ts':
    "forged tokens refused with 401: the token's signature, issuer and audience decide it, checked before any query of the route",
  'server/security/red-team/findings/06-token-without-exp.test.ts':
    'an access token without exp refused: the token check decides it, before any query of the route',
  'server/security/red-team/findings/08-logout-csrf.test.ts':
    "when the provider's sign-out page ends a session: decided by the ID token hint; the provider's session storage runs on both engines in code-flow.test.ts",
  'server/security/limits.test.ts':
    "how many calls each route allows an address and what the refusal says: the HTTP layer's hooks decide it; the counter's SQL runs on both engines (window-counter.test.ts, finding 10)",
  'server/security/red-team/findings/02-forwarded-for.test.ts':
    "which client address is believed behind a proxy: Fastify's trust-proxy setting and the limits' key decide it, not the SQL",
  'server/security/red-team/findings/03-render-stall.test.ts':
    "a study's text capped, a long word cut in linear time, its ~600 pages drawn in a render thread while /api/health answers: the layout's and the thread's, after two reads of one row; the render thread's reads taking turns with the API on the embedded engine are render.test.ts's, on both engines",
  'server/test/run-databases.test.ts': "the test run's own databases on the PostgreSQL server: no engine under test",
};

/**
 * Database tests that open an embedded database of their own, whatever the engine under test,
 * run in `server:pglite` only, where the run's migrated PGlite folder is (global-setup.ts) and
 * they open a copy of it. They migrated an empty folder each (initdb and every migration in
 * PGlite: ~5 s of CPU and ~350,000 page faults apiece, 2026-12-03), which repeated what the
 * global setup had just done; in `server:postgres`, where that folder is not made, they had to.
 */
export const ON_PGLITE: Readonly<Record<string, string>> = {
  'server/db/analyze.test.ts':
    "the start's statistics, a stale table at a time with requests between: the start analyses the embedded database only (server/start-server.ts), which has no autovacuum; PostgreSQL's does it by itself, and a probe beside it on another pooled connection measured the pool (23 of 42 tables once, 2026-12-06)",
  'server/db/pglite-turns.test.ts':
    "the embedded database's queries in turns: PGlite runs them on the API's thread, one at a time; PostgreSQL has a pool, and none of it applies",
  'server/start-server.test.ts':
    "what `npm start` does as it starts (a render thread loaded beside the database and the first requests): opens its own embedded database, a copy of the run's migrated folder, as a restart does",
  'server/db/schema-parity.test.ts':
    "compares the run's migrated PGlite folder (migrated from an empty one by the global setup) with a PostgreSQL database it migrates itself (with TEST_DATABASE_URL): a second pass would repeat the same comparison",
};
