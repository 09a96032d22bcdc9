import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAdmin } from '../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../components/testing/server';
import { onPhone } from '../components/testing/phone';
import { mockStore } from '../../mock-api/handlers.ts';
import { formatProgress } from '../components/progress';
import { Dashboard } from './Dashboard';
import { SHOWN_TOGETHER_WAIT_MS } from '../components/useShownTogether';
import { dayLabel, recentDays, statusLabel } from './dashboard/activity';

const { calls, server } = startMockApi();
const open = (account: 'admin' | 'member' | 'projectAdmin') => renderWithAdmin(<Dashboard />, { account });
const card = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).closest('.MuiCard-root') as HTMLElement;

describe('Painel Principal', () => {
  it('shows the cards above the projects and the projects together: nothing comes in above them later', async () => {
    const urgent = holdAnswer(server, '*/api/deadlines/urgent');
    open('admin');
    expect(await screen.findByRole('heading', { name: /^Olá/ })).toBeInTheDocument();
    await waitFor(() => expect(urgent.asked()).toBe(true));
    await waitFor(async () => expect((await calls()).some((c) => c.path.startsWith('/api/projects/list'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Seus projetos' })).not.toBeInTheDocument();
    urgent.release();
    expect(await card('Seus projetos')).toBeInTheDocument();
  });

  it(`puts a card whose answer comes after the ${SHOWN_TOGETHER_WAIT_MS} ms wait below the activity, never above what is shown`, async () => {
    const urgent = holdAnswer(server, '*/api/deadlines/urgent');
    const removals = holdAnswer(server, '*/api/removal-reviews/summary');
    open('projectAdmin');
    // Shown after the wait, the two cards' answers still held.
    const projects = await screen.findByRole(
      'heading',
      { name: 'Seus projetos' },
      { timeout: SHOWN_TOGETHER_WAIT_MS + 5_000 },
    );
    expect(removals.asked()).toBe(true);
    removals.release();
    urgent.release();
    const late = await card('Pedidos de remoção de dados (LGPD)');
    const activity = await card('Atividade recente');
    const order = (a: Node, b: Node) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(projects, late)).toBeTruthy();
    expect(order(activity, late)).toBeTruthy();
  });

  it('greets the user and lists their projects from the API, with completed/total (percent)', async () => {
    open('member');
    expect(await screen.findByRole('heading', { name: 'Olá, Marcos Lima' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Núcleo Esperança' });
    expect(link.getAttribute('href')).toMatch(/\/projects\/1$/);
    const project = mockStore.projects[0];
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Campinas - São Paulo')).toBeInTheDocument();
    expect(
      within(row).getByText(formatProgress(project.lots_completed as number, project.lots_total as number)),
    ).toBeInTheDocument();
    expect((await calls()).some((c) => c.path.startsWith('/api/projects/list?page=1&count=250'))).toBe(true);
  });

  it('shows a global admin ten projects and a link to all of them', async () => {
    open('admin');
    await screen.findByRole('link', { name: 'Núcleo Esperança' });
    const projects = within(await card('Seus projetos'));
    expect(projects.getAllByRole('row')).toHaveLength(Math.min(mockStore.projects.length, 10) + 1);
    if (mockStore.projects.length > 10)
      expect(projects.getByRole('link', { name: /Ver todos/ })).toHaveAttribute('href', '/projects');
  });

  it('shows a global admin the lots completed per day in the first five projects', async () => {
    open('admin');
    const activity = await card('Atividade recente');
    await waitFor(() => expect(within(activity).getAllByRole('row').length).toBeGreaterThan(1));
    const asked = (await calls()).filter((c) => c.path.endsWith('/completed-by-day')).map((c) => c.path);
    const firstFive = [...mockStore.projects]
      .sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'))
      .slice(0, 5);
    expect(asked.sort()).toEqual(firstFive.map((p) => `/api/projects/${p.id}/completed-by-day`).sort());
  });

  it('shows a project admin the lots completed per day in the projects they administer', async () => {
    open('projectAdmin');
    const activity = await card('Atividade recente');
    await waitFor(() => expect(within(activity).getAllByRole('row').length).toBeGreaterThan(1));
    const completed = mockStore.lots.filter((l) => l.project_id === 1 && l.status === 'complete');
    const newest = completed
      .map((l) => String(l.updated_at).slice(0, 10))
      .sort()
      .at(-1)!;
    expect(within(activity).getAllByRole('row')[1]).toHaveTextContent(dayLabel(newest));
    expect(within(activity).getAllByRole('row')[1]).toHaveTextContent('Núcleo Esperança');
    expect((await calls()).some((c) => c.path === '/api/projects/1/completed-by-day')).toBe(true);
  });

  it('shows a member the lots updated last in their projects, and asks for no admin data', async () => {
    open('member');
    const activity = await card('Atividade recente');
    const newest = [...mockStore.lots].sort((a, b) => String(b.updated_at).localeCompare(String(a.updated_at)))[0];
    // Each lot is named with its block: names repeat across blocks (issue 18).
    const block = mockStore.blocks.find((b) => b.id === newest.block_id)!;
    const links = await within(activity).findAllByRole('link', { name: `${block.name} · ${newest.name}` });
    expect(links.some((l) => l.getAttribute('href')?.endsWith(`/lots/${newest.id}`))).toBe(true);
    expect(within(activity).getAllByRole('row')).toHaveLength(8 + 1);
    const paths = (await calls()).map((c) => c.path);
    expect(paths.some((p) => p.includes('completed-by-day') || p.startsWith('/api/users'))).toBe(false);
  });

  it('on a phone lists the projects as cards: the name links to the project, place and progress beneath', async () => {
    onPhone();
    open('member');
    const projects = within(await card('Seus projetos'));
    const link = await projects.findByRole('link', { name: 'Núcleo Esperança' });
    expect(link.getAttribute('href')).toMatch(/\/projects\/1$/);
    expect(projects.queryByRole('table')).not.toBeInTheDocument();
    const item = within(link.closest('li') as HTMLElement);
    expect(item.getByText('Município - Estado').nextElementSibling).toHaveTextContent('Campinas - São Paulo');
    expect(item.getByRole('progressbar')).toBeInTheDocument();
  });

  it('on a phone shows a member the lots updated last as cards, not a table', async () => {
    onPhone();
    open('member');
    const activity = await card('Atividade recente');
    const list = await within(activity).findByRole('list', { name: 'Lotes atualizados por último nos seus projetos' });
    expect(within(activity).queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const newest = [...mockStore.lots].sort((a, b) => String(b.updated_at).localeCompare(String(a.updated_at)))[0];
    const block = mockStore.blocks.find((b) => b.id === newest.block_id)!;
    const links = await within(list).findAllByRole('link', { name: `${block.name} · ${newest.name}` });
    const link = links.find((l) => l.getAttribute('href')?.endsWith(`/lots/${newest.id}`));
    expect(link).toBeDefined();
    const item = within(link!.closest('li') as HTMLElement);
    expect(item.getByText('Situação').nextElementSibling).toHaveTextContent(statusLabel(newest.status));
  });

  it('on a phone shows a project admin the lots completed per day as cards, the day as title', async () => {
    onPhone();
    open('projectAdmin');
    const activity = await card('Atividade recente');
    const list = await within(activity).findByRole('list', {
      name: 'Lotes concluídos nos projetos que você administra',
    });
    expect(within(activity).queryByRole('table')).not.toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('Projeto').nextElementSibling).toHaveTextContent('Núcleo Esperança');
    expect(within(first).getByText('Cadastro social')).toBeInTheDocument();
  });
});

describe('recentDays', () => {
  it('keeps the rows of the most recent days that have any, newest first', () => {
    const rows = ['2026-11-01', '2026-11-09', '2026-11-03', '2026-11-09', '2026-10-30'].map((date, i) => ({ date, i }));
    expect(recentDays(rows, 2).map((r) => r.date)).toEqual(['2026-11-09', '2026-11-09', '2026-11-03']);
  });

  it('lists the overdue LGPD removal reviews of the projects one administers, with a link to decide them (issue 12)', async () => {
    open('projectAdmin');
    const reviews = within(await card('Pedidos de remoção de dados (LGPD)'));
    expect(reviews.getByText('2 sem decisão, 1 com o prazo de 15 dias vencido')).toBeInTheDocument();
    const late = reviews.getByRole('list', { name: 'Atrasados' });
    expect(within(late).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(late)
        .getByRole('link', { name: /Núcleo Esperança · .* · Titular do lote/ })
        .getAttribute('href'),
    ).toMatch(/\/projects\/1\/removal-reviews$/);
    expect(within(late).getByText('venceu em 20/11/2026')).toBeInTheDocument();
  });

  it('shows a member no removal reviews', async () => {
    open('member');
    await screen.findByRole('heading', { name: 'Olá, Marcos Lima' });
    await waitFor(async () =>
      expect((await calls()).some((c) => c.path === '/api/removal-reviews/summary')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Pedidos de remoção de dados (LGPD)' })).toBeNull();
  });
});
