import type { TestProject } from 'vitest/node';
import setup from '../test/global-setup.ts';

/** The fault tests always run on PostgreSQL: the run's migrated template database. */
export default function faultsSetup(project: TestProject) {
  process.env.TEST_ENGINE = 'postgres';
  return setup(project);
}
