import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layers point one way (docs/architecture.md#layers): domain/ imports nothing of the app,
 * src/ and mock-api/ never import server/, server/ never imports src/ or mock-api/, and a service never
 * imports the transport (server/http/). Each probe is a file three folders deep, linted with the
 * project's own ESLint configuration, so a rule written for one depth only would let it pass.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<number> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('lint rules for the layers, at any depth', () => {
  it.each([
    ['domain/a/b/c/probe.ts', '../../../../server/lots/read.ts'],
    ['domain/a/b/c/probe.ts', '../../../../src/App.tsx'],
    ['domain/a/b/c/probe.ts', '../../../../mock-api/lots.ts'],
    ['src/a/b/c/probe.ts', '../../../../server/errors.ts'],
    ['mock-api/a/b/c/probe.ts', '../../../../server/errors.ts'],
    ['server/a/b/c/probe.ts', '../../../../src/App.tsx'],
    ['server/a/b/c/probe.ts', '../../../../mock-api/lots.ts'],
    ['server/a/b/c/probe.ts', '../../../http/errors.ts'],
    ['server/lots/probe.ts', '../http/api.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBe(1);
  });

  it.each([
    ['domain/a/b/c/probe.ts', '../../../fields/types.ts'],
    ['src/a/b/c/probe.ts', '../../../../domain/index.ts'],
    ['server/a/b/c/probe.ts', '../../../../domain/index.ts'],
    ['server/a/b/c/probe.ts', '../../../errors.ts'],
    ['server/http/probe.ts', './errors.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toBe(0);
  });
});
