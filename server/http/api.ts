import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import { healthRoutes } from './health.ts';
import { clientConfigRoutes } from './client-config.ts';
import { accountRoutes } from './account.ts';
import referenceRoutes from './reference.ts';
import { projectsRoutes } from './projects.ts';
import { blocksRoutes } from './blocks.ts';
import { lotsRoutes } from './lots.ts';
import { lotsWorkbenchRoutes } from './lots-workbench.ts';
import { lotViewsRoutes } from './lot-views.ts';
import { legalRoutes } from './legal.ts';
import { geometryRoutes } from './geometry.ts';
import { familiesRoutes } from './families.ts';
import { filesRoutes } from './files.ts';
import { usersRoutes } from './users.ts';
import { progressRoutes } from './progress.ts';
import { reportsRoutes } from './reports.ts';
import { emissionRoutes } from './emissions.ts';
import { projectSettingsRoutes } from './project-settings.ts';
import { dataRemovalRoutes } from './data-removal.ts';
import { studiesRoutes } from './studies.ts';
import { historyRoutes } from './history.ts';
import { removalReviewRoutes } from './removal-reviews.ts';
import { procedureRoutes } from './procedure.ts';
import { registryRoutes } from './registry.ts';
import { publicLookupRoutes } from './public-lookup.ts';
import { noticesRoutes } from './notices.ts';
import { calendarRoutes } from './calendar.ts';
import { adminRoutes } from './admin.ts';
import { versionFromBody } from '../history/version.ts';
import { acceptEchoes } from './echo.ts';
import { registerScope, startScopeLookups } from './scope.ts';
import { resourceRoutes } from './resources.ts';
import { named } from '../named-plugin.ts';
import { SERVED_RESOURCES } from '../resources/served.ts';
import type { ServedResource } from '../resources/served.ts';

export interface ApiOptions {
  config: Config;
  database: Database;
  verify: TokenVerifier;
  /** Declared resources served besides the app's own (a test's throwaway resource). */
  resources?: readonly ServedResource[];
}

/**
 * Everything under /api. Each feature adds its route plugin here (most to `features`, in the
 * order they register), registered through `named` (server/named-plugin.ts; named-plugin.test.ts
 * fails on a route plugin registered without it).
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { config, database, verify, resources = [] }) => {
  const { db } = database;
  await app.register(authenticate, { db, verify, alongside: (request) => startScopeLookups(db, request) });
  await app.register(named(healthRoutes), { database });
  await app.register(named(clientConfigRoutes), { config });
  await app.register(named(accountRoutes), { db });
  await app.register(named(referenceRoutes));
  const deps = { config, database, db };
  app.addHook('preValidation', versionFromBody);
  app.addHook('preValidation', acceptEchoes);
  registerScope(app, db);
  await app.register(named(projectsRoutes), deps);
  await app.register(named(blocksRoutes), deps);
  // The declared resources (streets, and a test's own): server/resources/served.ts.
  for (const served of [...SERVED_RESOURCES, ...resources])
    await app.register(named(resourceRoutes(served), `${served.resource.entity.resource}Routes`), deps);
  const features = [
    lotsWorkbenchRoutes,
    lotViewsRoutes,
    lotsRoutes,
    legalRoutes,
    geometryRoutes,
    familiesRoutes,
    filesRoutes,
    usersRoutes,
    progressRoutes,
    reportsRoutes,
    emissionRoutes,
    projectSettingsRoutes,
    dataRemovalRoutes,
    studiesRoutes,
    historyRoutes,
    removalReviewRoutes,
    procedureRoutes,
    registryRoutes,
    publicLookupRoutes,
    noticesRoutes,
    calendarRoutes,
    adminRoutes,
  ];
  for (const routes of features) await app.register(named(routes), deps);
};
