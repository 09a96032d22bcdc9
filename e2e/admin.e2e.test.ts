import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accessToken,
  DEMO_MEMBER as MEMBER,
  jsonApi,
  launchBrowser,
  openPage,
  openSignedInAdmin,
  screenshot,
  signIn,
  type JsonApi,
} from './browser.ts';
import { e2eServer } from './worker-server.ts';

/** Names of this run: the server's database is shared by the e2e files of one run. */
const RUN = Date.now().toString(36).slice(-5);
const GROUP = `Grupo Serra ${RUN}`;
const RENAMED = `Grupo Serra Azul ${RUN}`;

/**
 * Administração (issue #18 parts 6–7) on the real server: the global admin opens /admin from the
 * sidebar, renames a project group there and sees the new name on a project of the group; the
 * status tab answers; a member has no Administração link and /admin sends them to the dashboard.
 * Photographed at 1440 and 390 px wide; no console errors.
 */
/** Whether the selected tab lies wholly inside the visible part of its scrolling tab bar. */
const SELECTED_TAB_IN_VIEW = `(() => {
  const tab = document.querySelector('[role=tab][aria-selected=true]');
  const bar = tab.closest('[role=tablist]').parentElement.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return box.left >= bar.left - 1 && box.right <= bar.right + 1;
})()`;

describe('Administração journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof openPage>>;
  let page: Page;
  let api: JsonApi;
  let projectId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openSignedInAdmin(browser, base);
    page = admin.page;
    api = jsonApi(base, await accessToken(page));
    const group = (await api('/admin/project-groups', { method: 'POST', body: { name: GROUP } })) as { id: number };
    const project = (await api('/projects/create', {
      method: 'POST',
      body: { name: `Núcleo Administração ${RUN}`, group_id: group.id },
    })) as { id: number };
    projectId = project.id;
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('opens /admin from the sidebar and renames a group, seen by name on its project', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('menuitem', { name: 'Administração' }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administração' }).waitFor();
    await page.getByRole('region', { name: 'Estado do sistema' }).waitFor();
    await screenshot(page, 'admin-overview-1440');

    await page.getByRole('tab', { name: 'Grupos de projetos' }).click();
    await page.waitForURL(`${base}/admin/groups`);
    await page.getByRole('button', { name: `Renomear: ${GROUP}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nome do grupo' }).fill(RENAMED);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: RENAMED, exact: true }).waitFor();
    await screenshot(page, 'admin-groups-1440');

    await page.goto(`${base}/projects/${projectId}`);
    await page.getByText(RENAMED, { exact: true }).first().waitFor();
    expect(await page.getByText(RENAMED, { exact: true }).count()).toBeGreaterThan(0);

    await page.goto(`${base}/admin/status`);
    const database = page.getByRole('region', { name: 'Banco de dados' });
    await database.waitFor();
    expect(await database.textContent()).toMatch(/PGlite|PostgreSQL/);
    await screenshot(page, 'admin-status-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/admin/groups`);
    await page.getByRole('cell', { name: RENAMED, exact: true }).waitFor();
    await screenshot(page, 'admin-groups-390');
    // Nothing wider than the phone: the page does not scroll sideways (the tabs scroll within themselves).
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(1);
    await page.goto(`${base}/admin/status`);
    await page.getByRole('region', { name: 'Aplicação' }).waitFor();
    // Opened straight on the last tab, the tab is wholly in view: arrows that appeared after the
    // bar first drew once covered it ("ESTADO DO"; src/layout/ScrollableTabs.tsx).
    await expect.poll(() => page.evaluate(SELECTED_TAB_IN_VIEW)).toBe(true);
    await screenshot(page, 'admin-status-390');
    expect(admin.errors.splice(0)).toEqual([]);
  }, 180_000);

  it('gives a member no Administração link and sends /admin to the dashboard', async () => {
    const member = await openPage(browser);
    try {
      await member.page.goto(`${base}/home`);
      await signIn(member.page, MEMBER.email, MEMBER.password);
      await member.page.getByRole('menuitem', { name: 'Projetos' }).waitFor();
      expect(await member.page.getByRole('menuitem', { name: 'Administração' }).count()).toBe(0);
      await member.page.goto(`${base}/admin`);
      await member.page.waitForURL(`${base}/home`);
      expect(await member.page.getByRole('heading', { name: 'Administração' }).count()).toBe(0);
      const status = await fetch(`${base}/api/admin/status`, {
        headers: { authorization: `Bearer ${await accessToken(member.page)}` },
      });
      expect(status.status).toBe(403);
      expect(((await status.json()) as { message: string }).message).toMatch(/permissão/);
    } finally {
      await member.close();
    }
  }, 120_000);
});
