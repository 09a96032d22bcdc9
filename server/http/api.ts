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
import { SERVED_RESOURCES } from '../resources/served.ts';
import type { ServedResource } from '../resources/served.ts';

export interface ApiOptions {
  config: Config;
  database: Database;
  verify: TokenVerifier;
  /** Declared resources served besides the app's own (a test's throwaway resource). */
  resources?: readonly ServedResource[];
}

/** Everything under /api. Each feature adds its route file here. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { config, database, verify, resources = [] }) => {
  const { db } = database;
  await app.register(authenticate, { db, verify, alongside: (request) => startScopeLookups(db, request) });
  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes, { config });
  await app.register(accountRoutes, { db });
  await app.register(referenceRoutes);
  const deps = { config, database, db };
  app.addHook('preValidation', versionFromBody);
  app.addHook('preValidation', acceptEchoes);
  registerScope(app, db);
  await app.register(projectsRoutes, deps);
  await app.register(blocksRoutes, deps);
  // The declared resources (streets, and a test's own): server/resources/served.ts.
  for (const served of [...SERVED_RESOURCES, ...resources]) await app.register(resourceRoutes(served), deps);
  await app.register(lotsWorkbenchRoutes, deps);
  await app.register(lotViewsRoutes, deps);
  await app.register(lotsRoutes, deps);
  await app.register(legalRoutes, deps);
  await app.register(geometryRoutes, deps);
  await app.register(familiesRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(progressRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(emissionRoutes, deps);
  await app.register(projectSettingsRoutes, deps);
  await app.register(dataRemovalRoutes, deps);
  await app.register(studiesRoutes, deps);
  await app.register(historyRoutes, deps);
  await app.register(removalReviewRoutes, deps);
  await app.register(procedureRoutes, deps);
  await app.register(registryRoutes, deps);
  await app.register(publicLookupRoutes, deps);
  await app.register(noticesRoutes, deps);
  await app.register(calendarRoutes, deps);
  await app.register(adminRoutes, deps);
};
