import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { artifacts, closing, openBrowsers, pageErrors } from './browser.ts';

/**
 * When a journey's test fails, every page its browsers still have open is saved to
 * `e2e/artifacts/failures/`, named after the file and the test: a timeout on a loaded CI machine
 * ("waiting for getByText(…) to be visible") then shows what the screen held instead, an error
 * message, a dialog or a spinner, rather than leaving it to be guessed. The pages a test closed
 * itself are among them: openPage's close() waits for this hook while a test runs
 * (e2e/browser.ts, `closing`). Registered first, this afterEach runs after the file's own.
 */
beforeEach(() => {
  closing.duringTest = true;
});
afterEach(async ({ task }) => {
  closing.duringTest = false;
  try {
    if (task.result?.state === 'fail')
      for (const line of await saveOpenPages(`${path.basename(task.file.name, '.e2e.test.ts')}-${task.name}`))
        console.error(line);
  } finally {
    await Promise.all(closing.contexts.splice(0).map((context) => context.close()));
  }
}, 60_000);

/** How many of a page's collected errors a failure prints (its last ones). */
const LAST_ERRORS = 10;

/**
 * Saves every open page of this worker's browsers as `<name>-<n>.png`; says what it saved, or why
 * not, and each page's last collected errors.
 */
export async function saveOpenPages(name: string, folder = path.join(artifacts, 'failures')): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const base = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w-]+/g, '-')
    .slice(0, 120);
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const said: string[] = [];
  for (const [n, page] of pages.entries()) {
    const file = path.join(folder, `${base}-${n + 1}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      said.push(`tela salva na falha: ${path.relative(process.cwd(), file)} (${page.url()})`);
    } catch (error) {
      said.push(`não foi possível salvar a tela de ${page.url()}: ${(error as Error).message}`);
    }
    const errors = pageErrors.get(page) ?? [];
    if (errors.length)
      said.push(
        `últimos erros dessa página (${errors.length} no total):`,
        ...errors.slice(-LAST_ERRORS).map((error) => `  ${error}`),
      );
  }
  return said;
}
