import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { formatDateTime } from '../../components/domain/model';
import { usersResource } from '.';

// The chart stands in here, drawing its bars' count (recharts needs a layout jsdom lacks).
const chartStandIn = vi.hoisted(() => ({
  default: ({ rows }: { rows: unknown[] }) => <p data-testid="chart">{rows.length} barras</p>,
}));
vi.mock('./WorkedLotsChart', () => chartStandIn);

const { calls } = startMockApi();
type Account = 'admin' | 'member' | 'projectAdmin';
const open = (account: Account, path: string) => renderAdmin({ account, path, resources: [usersResource] });
const userNamed = (name: string) => mockStore.users.find((u) => u.name === name)!;

describe('Usuários: global admins only', () => {
  it.each([
    ['member', '/users'],
    ['projectAdmin', '/users'],
    ['projectAdmin', '/users/create'],
    ['member', '/users/1'],
    ['projectAdmin', '/users/1/edit'],
  ] as const)('sends %s opening %s to the dashboard', async (account, path) => {
    const app = open(account, path);
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(app.location()).toBe('/home');
  });
});

describe('Usuários list', () => {
  it('shows name, role and last activity (DD/MM/YYYY HH:MM), show/edit and Criar', async () => {
    open('admin', '/users');
    expect(await screen.findByText('Marcos Lima')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Perfil', 'Última atividade', 'Ações']);
    const ana = userNamed('Ana Souza');
    const row = screen.getByText('Ana Souza').closest('tr') as HTMLElement;
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(ana.last_activity_at))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', `/users/${ana.id}`);
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/users/${ana.id}/edit`);
    expect(within(row).queryByRole('button', { name: 'Deletar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', '/users/create');
    const list = (await calls()).find((c) => c.path.startsWith('/api/users/list'))!;
    expect(new URL(list.path, 'http://x').searchParams.get('count')).toBe('10000');
  });

  /**
   * The users' screens as a fresh file would see them, and whether they have imported the chart.
   * A module loads once per registry, and a hoisted mock's module once per file: after another
   * test opened a user, a count would prove nothing. A fresh registry, a mock of the test's own
   * and a fresh resource start it as a fresh file would, whatever ran before.
   */
  async function watchingTheChart() {
    vi.resetModules();
    let imported = false;
    vi.doMock('./WorkedLotsChart', () => {
      imported = true;
      // The same stand-in as the file's: the mock stays for the tests after this one.
      return chartStandIn;
    });
    const { usersResource: fresh } = await import('.');
    return {
      open: (path: string) => renderAdmin({ account: 'admin', path, resources: [fresh] }),
      imported: () => imported,
    };
  }

  it('imports the chart only when a user is opened', async () => {
    const chart = await watchingTheChart();
    chart.open('/users');
    const row = (await screen.findByText('Marcos Lima')).closest('tr') as HTMLElement;
    expect(chart.imported()).toBe(false);
    await userEvent.click(within(row).getByRole('link', { name: 'Visualizar' }));
    expect(await screen.findByTestId('chart')).toHaveTextContent(/\d+ barras/);
    expect(chart.imported()).toBe(true);
  });

  it('says so when the user worked on no lot, without loading the chart', async () => {
    const chart = await watchingTheChart();
    const idle = mockStore.users.find((u) => !mockStore.workedLots.some((w) => w.sub === u.sub))!;
    chart.open(`/users/${idle.id}`);
    expect(await screen.findByText('Nenhum lote trabalhado ainda.')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(chart.imported()).toBe(false);
  });
});

describe('Criar Usuário', () => {
  it("shows the domain's messages: e-mail required and valid, password min 6, role required", async () => {
    open('admin', '/users/create');
    const email = await screen.findByLabelText(/E-mail/);
    await userEvent.type(email, 'ab');
    await userEvent.type(screen.getByLabelText(/Senha/), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Favor inserir um email válido.')).toBeInTheDocument();
    expect(screen.getByText('Mínimo de 6 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.clear(email);
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await userEvent.type(email, 'novo@reurb.local');
    await userEvent.type(screen.getByLabelText(/Senha/), '6');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    // The role is left empty: submitting says it is required and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect((await calls()).some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a user and opens the new user’s view', async () => {
    const app = open('admin', '/users/create');
    await userEvent.type(await screen.findByLabelText(/Nome/), 'Beatriz Campos');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'beatriz@reurb.local');
    await userEvent.type(screen.getByLabelText(/Senha/), 'segredo-123');
    await userEvent.click(screen.getByRole('combobox', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Membro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const created = await waitFor(() => mockStore.users.find((u) => u.email === 'beatriz@reurb.local')!);
    await waitFor(() => expect(app.location()).toBe(`/users/${created.id}`));
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/users/create')!;
    expect(post.body).toEqual({
      name: 'Beatriz Campos',
      email: 'beatriz@reurb.local',
      password: 'segredo-123',
      role: 'member',
    });
  });
});

describe('Editar Usuário', () => {
  it('sends a blank password as null, and returns to the view', async () => {
    const marcos = userNamed('Marcos Lima');
    const app = open('admin', `/users/${marcos.id}/edit`);
    const name = await screen.findByLabelText(/Nome/);
    await waitFor(() => expect(name).toHaveValue('Marcos Lima'));
    expect(screen.getByText('Deixe em branco para manter a senha atual')).toBeInTheDocument();
    await userEvent.type(name, ' Filho');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.location()).toBe(`/users/${marcos.id}`));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/users/${marcos.id}`);
    expect(patch.body).toEqual({ name: 'Marcos Lima Filho', email: marcos.email, role: 'member', password: null });
  });

  it('sends a typed password, and refuses one shorter than 6', async () => {
    const marcos = userNamed('Marcos Lima');
    open('admin', `/users/${marcos.id}/edit`);
    await waitFor(async () => expect(await screen.findByLabelText(/Nome/)).toHaveValue('Marcos Lima'));
    const password = screen.getByLabelText(/Senha/);
    await userEvent.type(password, '123');
    await userEvent.tab();
    expect(await screen.findByText('Mínimo de 6 caracteres')).toBeInTheDocument();
    await userEvent.type(password, '456');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect((await calls()).some((c) => c.method === 'PATCH')).toBe(true));
    expect((await calls()).find((c) => c.method === 'PATCH')!.body).toMatchObject({ password: '123456' });
  });

  it('a user that does not exist: "Usuário não encontrado" on the page, no form (it was a toast and the list)', async () => {
    open('admin', '/users/9999/edit');
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByText('O registro não existe')).toBeNull();
  });
});

describe('Visualizar Usuário', () => {
  it('lists the project roles with a link to each project, and the worked-lots chart', async () => {
    const marcos = userNamed('Marcos Lima');
    open('admin', `/users/${marcos.id}`);
    expect(await screen.findByRole('heading', { name: 'Marcos Lima' })).toBeInTheDocument();
    const roles = screen.getByRole('heading', { name: 'Perfis nos projetos' }).closest('.MuiCard-root') as HTMLElement;
    const row = within(roles).getByRole('link', { name: 'Núcleo Esperança' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Núcleo Esperança' })).toHaveAttribute('href', '/projects/1');
    expect(within(row).getByText('Membro')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/projects/1');
    const bars = mockStore.workedLots.filter((w) => w.sub === marcos.sub).length;
    expect(await screen.findByTestId('chart')).toHaveTextContent(`${bars} barras`);
  });

  it('removes the user from a project after the shared modal (POST /projects/{id}/removeMember)', async () => {
    const marcos = userNamed('Marcos Lima');
    const app = open('admin', `/users/${marcos.id}`);
    const roles = (await screen.findByRole('heading', { name: 'Perfis nos projetos' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const row = within(roles).getByRole('link', { name: 'Núcleo Esperança' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você tem certeza que quer deletar Marcos Lima do projeto Núcleo Esperança');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() =>
      expect(within(roles).queryByRole('link', { name: 'Núcleo Esperança' })).not.toBeInTheDocument(),
    );
    const removal = (await calls()).find((c) => c.method === 'POST')!;
    expect(removal.path).toBe('/api/projects/1/removeMember');
    expect(removal.body).toEqual({ user_sub: marcos.sub });
    expect(app.location()).toBe(`/users/${marcos.id}`);
  });

  it('a user that does not exist: "Usuário não encontrado" on the page (it was a toast and the list)', async () => {
    open('admin', '/users/9999');
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeInTheDocument();
    expect(screen.queryByText('O registro não existe')).toBeNull();
  });
});
