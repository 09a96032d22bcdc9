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

/*
 * One way to a screen of one record (src/components/wholeRecord.tsx): react-admin files each row
 * of a list as that record's getOne answer, and our rows are light, so a screen or a page that
 * read a lot or a user through react-admin's own components or `useGetOne` was first drawn (and
 * its form could be saved) from the row. The wrappers themselves may.
 */
describe('lint rules for the record screens', () => {
  const ruled = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

  it.each(['Show', 'ShowBase', 'Edit', 'EditBase'])("refuses react-admin's %s in src/", async (name) => {
    const code = `import { ${name} } from 'react-admin';\nexport const y = ${name};\n`;
    expect(await ruled('src/a/probe.tsx', code)).toContain('no-restricted-imports');
    expect(await ruled('src/components/wholeRecord.tsx', code)).not.toContain('no-restricted-imports');
  });

  it.each([
    ['lots', true],
    ['users', true],
    ['projects', true],
    ['blocks', false],
  ])("refuses useGetOne('%s') in src/: %s", async (resource, refused) => {
    const code = `import { useGetOne } from 'react-admin';\nexport const y = () => useGetOne('${resource}', { id: 1 });\n`;
    expect((await ruled('src/a/probe.tsx', code)).includes('no-restricted-syntax')).toBe(refused);
  });

  // One way to read a project by id (src/components/useProject.ts): one query and one retry rule,
  // shared with the route that waits for it. The hook itself may; it may not read a lot.
  it('lets useProject.ts alone read a project with useGetOne', async () => {
    const code = (resource: string) =>
      `import { useGetOne } from 'react-admin';\nexport const y = () => useGetOne('${resource}', { id: 1 });\n`;
    expect(await ruled('src/components/useProject.ts', code('projects'))).not.toContain('no-restricted-syntax');
    expect(await ruled('src/components/useProject.ts', code('lots'))).toContain('no-restricted-syntax');
  });
});
