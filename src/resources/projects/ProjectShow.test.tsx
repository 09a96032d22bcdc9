import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { onPhone } from '../../components/testing/phone';
import { formatProgress } from '../../components/progress';
import { mockStore } from '../../../mock-api/handlers.ts';
import { blockRowSx } from './blocks/ProjectBlocks';
import { projectsResource } from '.';

const { calls, server } = startMockApi();
const open = (account: 'admin' | 'member' | 'projectAdmin', path = '/projects/1') =>
  renderAdmin({ account, path, resources: [projectsResource] });

const ADMIN_BUTTONS = ['Editar', 'Ruas', 'Relatórios', 'Progresso', 'Pedidos de remoção (LGPD)'];

describe('Visualizar Projeto', () => {
  it('shows the project read-only with Voltar, and for a project admin Editar, Ruas, Relatórios and Progresso', async () => {
    open('projectAdmin');
    // The file's first render loads the lazy project screens: give it more than the default second.
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/projects/1/edit');
    expect(screen.getByRole('link', { name: 'Ruas' })).toHaveAttribute('href', '/streets/list/1');
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/projects/1/reports');
    expect(screen.getByRole('link', { name: 'Progresso' })).toHaveAttribute('href', '/projects/1/progress');
    expect(screen.getByRole('link', { name: 'Pedidos de remoção (LGPD)' })).toHaveAttribute(
      'href',
      '/projects/1/removal-reviews',
    );
    expect(screen.getByRole('heading', { name: 'Cadastrar Quadra' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Membros' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome do projeto/ })).not.toBeInTheDocument();
  });

  it('draws its parts together once the project has come: nothing above them comes later', async () => {
    const project = holdAnswer(server, 'http://localhost/api/projects/1');
    open('projectAdmin');
    await waitFor(() => expect(project.asked()).toBe(true));
    // The procedure and Cadastrar Quadra drawn first were pushed down by the project's card.
    expect(screen.queryByRole('heading', { name: 'Cadastrar Quadra' })).not.toBeInTheDocument();
    expect(screen.queryByText('Procedimento da Reurb')).not.toBeInTheDocument();
    project.release();
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadastrar Quadra' })).toBeInTheDocument();
    expect(await screen.findByText('Procedimento da Reurb')).toBeInTheDocument();
  });

  it('gives a member only Voltar and the blocks: no members panel (docs/roles.md#roles)', async () => {
    open('member');
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeInTheDocument();
    for (const name of ADMIN_BUTTONS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cadastrar Quadra' })).not.toBeInTheDocument();
    expect(await screen.findByText('Quadra 01')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Membros' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convidar' })).not.toBeInTheDocument();
  });

  it('lists the blocks with their progress, asking for the progress columns, with links to each block and a row click to it', async () => {
    open('projectAdmin');
    const row = (await screen.findByText('Quadra 02')).closest('tr') as HTMLElement;
    const block = mockStore.blocks.find((b) => b.project_id === 1 && b.name === 'Quadra 02')!;
    expect(
      within(row).getByText(
        `${block.lots_completed}/${block.lots_total} (50%)`.replace(
          '(50%)',
          `(${Math.round((block.progress as number) * 100)}%)`,
        ),
      ),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar Quadra' })).toHaveAttribute(
      'href',
      `/blocks/${block.id}/edit`,
    );
    expect(within(row).getByRole('link', { name: 'Visualizar Quadra' })).toHaveAttribute('href', `/blocks/${block.id}`);
    const list = (await calls()).find((c) => c.path.startsWith('/api/blocks/list'))!;
    expect(new URL(list.path, 'http://x').searchParams.get('include')).toBe('progress,lots_total,lots_completed');
    expect(new URL(list.path, 'http://x').searchParams.get('project_id')).toBe('1');
    expect(new URL(list.path, 'http://x').searchParams.get('count')).toBe('20');
    // A click on the row opens the block, as on every list.
    await userEvent.click(within(row).getByText('Quadra 02'));
    expect(await screen.findByTestId('landing')).toHaveTextContent('blocks');
  });

  it('searches the blocks by name on the API (a núcleo has a hundred of them), and says when none matches', async () => {
    const user = userEvent.setup();
    open('member');
    expect(await screen.findByText('Quadra 01', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Buscar quadra pelo nome' });
    await user.type(search, '02');
    await waitFor(() => expect(screen.queryByText('Quadra 01')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(screen.getByText('Quadra 02')).toBeInTheDocument();
    const asked = (await calls())
      .filter((c) => c.path.startsWith('/api/blocks/list'))
      .map((c) => new URL(c.path, 'http://x').searchParams);
    // Once typing paused: one request for "02", from page 1, still the project's and its progress columns.
    expect(asked.map((p) => p.get('q')).filter(Boolean)).toEqual(['02']);
    const searched = asked.find((p) => p.get('q') === '02')!;
    expect([searched.get('project_id'), searched.get('page'), searched.get('include')]).toEqual([
      '1',
      '1',
      'progress,lots_total,lots_completed',
    ]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Nenhum registro encontrado.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    await user.clear(search);
    expect(await screen.findByText('Quadra 01', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('styles block rows by progress: none, warning in between, success at 1', () => {
    expect(blockRowSx(0)).toEqual({});
    expect(blockRowSx(null)).toEqual({});
    // The theme's warning (#b45309) and success (#2e7d32), tinted.
    expect(blockRowSx(0.5).backgroundColor).toMatch(/rgba\(180, 83, 9/);
    expect(blockRowSx(1).backgroundColor).toMatch(/rgba\(46, 125, 50/);
  });

  it('on a phone lists the blocks as cards tinted by progress: the name links to the block, the columns beneath, the row buttons', async () => {
    onPhone();
    open('projectAdmin');
    const block = mockStore.blocks.find((b) => b.project_id === 1 && b.name === 'Quadra 02')!;
    const link = await screen.findByRole('link', { name: 'Quadra 02' });
    expect(link).toHaveAttribute('href', `/blocks/${block.id}`);
    const blocks = (await screen.findByRole('heading', { name: 'Quadras' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(blocks).queryByRole('table')).not.toBeInTheDocument();
    const item = link.closest('li') as HTMLElement;
    const card = within(item);
    const streets = mockStore.streets.filter((s) => (block.streets_ids as number[]).includes(s.id));
    expect(card.getByText('Ruas').nextElementSibling).toHaveTextContent(streets.map((s) => s.name).join(', '));
    expect(card.getByText('Progresso').nextElementSibling).toHaveTextContent(
      formatProgress(block.lots_completed as number, block.lots_total as number),
    );
    expect(card.getByText('Atualizado em')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Visualizar Quadra' })).toHaveAttribute('href', `/blocks/${block.id}`);
    expect(card.getByRole('link', { name: 'Editar Quadra' })).toHaveAttribute('href', `/blocks/${block.id}/edit`);
    const tint = blockRowSx(block.progress).backgroundColor;
    expect(tint).toBeDefined();
    expect(item).toHaveStyle({ backgroundColor: tint });
  });

  it('creates a block inline with a name and streets of the project', async () => {
    open('projectAdmin');
    const form = (await screen.findByRole('heading', { name: 'Cadastrar Quadra' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    await userEvent.type(within(form).getByLabelText(/Nome da quadra/), 'Quadra Nova');
    const street = mockStore.streets.find((s) => s.project_id === 1)!;
    await userEvent.click(within(form).getByLabelText(/Ruas/));
    await userEvent.click(await screen.findByRole('option', { name: street.name as string }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Quadra Nova')).toBeInTheDocument();
    const created = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/blocks/create')!;
    expect(created.body).toEqual({ name: 'Quadra Nova', project_id: 1, streets_ids: [street.id] });
    await waitFor(() => expect(within(form).getByLabelText(/Nome da quadra/)).toHaveValue(''));
  });

  it('a project that does not exist: said on the page, asked once (it was a toast and the list)', async () => {
    const app = open('admin', '/projects/9999');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(app.location()).toBe('/projects/9999');
    expect(screen.queryByText('O registro não existe')).toBeNull();
    expect((await calls()).filter((c) => c.path === '/api/projects/9999')).toHaveLength(1);
  });
});
