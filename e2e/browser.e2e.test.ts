import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL, launchBrowser } from './browser.ts';

/** The programs this process's children run (Linux's /proc): the browser Playwright launched among them. */
function childPrograms(): string[] {
  const programs: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, the ")" ends it.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) programs.push(readlinkSync(`/proc/${pid}/exe`));
    } catch {
      // A process that ended while the list was read.
    }
  }
  return programs;
}

describe('the browser the journeys run in', () => {
  it("is Debian's headless shell when installed, the full browser otherwise, CHROMIUM_PATH over both", () => {
    const only = (installed: string[]) => (file: string) => installed.includes(file);
    expect(chromiumPath({}, only([HEADLESS_SHELL, FULL_CHROMIUM]))).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, only([FULL_CHROMIUM]))).toBe(FULL_CHROMIUM);
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, only([HEADLESS_SHELL]))).toBe(
      '/opt/chromium/chrome',
    );
  });

  it('launches the one chosen on this machine', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      expect(await page.evaluate('1 + 1')).toBe(2);
      const programs = childPrograms().filter((program) => program.includes('chromium'));
      expect(programs.length).toBeGreaterThan(0);
      // Debian's /usr/bin/chromium is a script that runs /usr/lib/chromium/chromium.
      if (chromiumPath() === HEADLESS_SHELL) expect(programs).toContain(HEADLESS_SHELL);
      else expect(programs).not.toContain(HEADLESS_SHELL);
    } finally {
      await browser.close();
    }
  });
});
