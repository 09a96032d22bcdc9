import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { operationId } from './openapi.ts';

type Operation = { operationId?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The redocly CLI installed with the project (package.json devDependencies). */
const REDOCLY = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

/**
 * One API contract (issue #13 part 3): the served OpenAPI document passes `redocly lint` with
 * the recommended rules, every operation has a stable, unique operationId, and a client
 * generated from it by openapi-typescript type-checks right calls and refuses wrong ones.
 */
describe('OpenAPI contract', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let document: Document;
  let folder: string;
  beforeAll(async () => {
    ctx = await testApp();
    document = (await ctx.app.inject('/api/docs/json')).json();
    folder = mkdtempSync(path.join(os.tmpdir(), 'reurb-contract-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await ctx.close();
  });

  it('passes redocly lint (recommended rules) without errors', async () => {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = promisify(execFile);
    const lint = await run(process.execPath, [REDOCLY, 'lint', file, '--format=json', '--extends=recommended'], {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('documents only the API, each operation under an operationId made from its method and path', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, id: operation.operationId })),
    );
    expect(operations.filter((o) => !o.url.startsWith('/api/'))).toEqual([]);
    for (const o of operations) expect(o.id).toBe(operationId(o.method, o.url.replace(/\{(\w+)\}/g, ':$1')));
    const ids = operations.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId('GET', '/api/projects/:id')).toBe('getProjectsById');
    expect(operationId('POST', '/api/lots/:id/children/:childId')).toBe('postLotsByIdChildrenByChildId');
    expect(operationId('PATCH', '/api/projects/:id/relatorio-tecnico/answers')).toBe(
      'patchProjectsByIdRelatorioTecnicoAnswers',
    );
  });

  it('generates a typed client (openapi-typescript) that type-checks right calls and refuses wrong ones', async () => {
    writeFileSync(path.join(folder, 'api.ts'), astToString(await openapiTS(JSON.stringify(document))));
    const preamble = `
      import type { operations, paths } from './api.ts';
      type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
      type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } } ? Json<R> : never;
      type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
      declare function answer<P extends keyof paths, M extends keyof paths[P]>(path: P, method: M): Answer<P, M>;
      declare function send<P extends keyof paths, M extends keyof paths[P]>(path: P, method: M, body: Body<P, M>): Answer<P, M>;
    `;
    const check = (name: string, code: string): string[] => {
      const file = path.join(folder, `${name}.ts`);
      writeFileSync(file, preamble + code);
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        types: [],
      });
      return ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .filter(Boolean);
    };
    expect(
      check(
        'right',
        `
        const project = answer('/api/projects/{id}', 'get');
        const name: string = project.name;
        const id: number = project.id;
        const page = answer('/api/lots/list', 'get');
        const total: number = page.total;
        const block = send('/api/blocks/create', 'post', { name: 'Quadra 01', project_id: 1 });
        const streets: { id: number; name: string }[] = block.streets;
        const lot = send('/api/lots/{id}', 'patch', { name: 'Lote 01' });
        const lotId: number = lot.id;
        type ById = operations['getProjectsById']['responses'][200];
        export { name, id, total, streets, lotId, type ById };
        `,
      ),
    ).toEqual([]);
    const wrong = check(
      'wrong',
      `
      const project = answer('/api/projects/{id}', 'get');
      const name: number = project.name;
      answer('/api/nao-existe', 'get');
      send('/api/blocks/create', 'post', { nome: 'Quadra 01' });
      type Missing = operations['getProjetos'];
      export { name, type Missing };
      `,
    );
    expect(wrong).toEqual([
      "Type 'string' is not assignable to type 'number'.",
      expect.stringContaining('"/api/nao-existe"'),
      expect.stringContaining("'nome' does not exist"),
      "Property 'getProjetos' does not exist on type 'operations'.",
    ]);
  }, 60_000);
});
