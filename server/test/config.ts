import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { TEST_PASSWORD_COST } from './password-hash.ts';

export const TEST_ORIGIN = 'http://localhost:3999';

/** The configuration of a test app: the product's, but for scrypt's cost (password-hash.ts). */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'reurb-app-')),
    ...overrides,
  });
  return { ...config, passwordCost: TEST_PASSWORD_COST };
}
