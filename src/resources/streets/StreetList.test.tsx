import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { streetsListRoute, streetsResource } from '.';

const { server, calls } = startMockApi();
type Account = 'admin' | 'member' | 'projectAdmin';
const open = (account: Account, path = '/streets/list/1') =>
  renderAdmin({ account, path, resources: [streetsResource], routes: streetsListRoute });

const streetsOf = (projectId: number) => mockStore.streets.filter((s) => s.project_id === projectId);
const table = () => screen.getByRole('heading', { name: 'Ruas' }).closest('.MuiCard-root') as HTMLElement;
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

describe('Ruas (/streets/list/{project_id})', () => {
  it("lists the project's streets with back to the project, fetching up to 250", async () => {
    open('member');
    const [first] = streetsOf(1);
    expect(await screen.findByText(first.name as string)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao projeto' })).toHaveAttribute('href', '/projects/1');
    expect(await screen.findByRole('heading', { name: 'Ruas de Núcleo Esperança' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(streetsOf(1).length + 1);
    const list = (await calls()).find((c) => c.path.startsWith('/api/streets/list'))!;
    const query = new URL(list.path, 'http://x').searchParams;
    expect(query.get('project_id')).toBe('1');
    expect(query.get('count')).toBe('250');
  });

  it('draws the page with its heading, not before the project it names comes', async () => {
    const held = holdAnswer(server, 'http://localhost/api/projects/1');
    open('projectAdmin');
    const [first] = streetsOf(1);
    await waitFor(() => expect(held.asked()).toBe(true));
    // Loading (after its second), and nothing of the page without its heading.
    expect(await screen.findByText(/Carregando/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cadastrar Rua' })).toBeNull();
    expect(screen.queryByText(first.name as string)).toBeNull();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Ruas de Núcleo Esperança' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadastrar Rua' })).toBeInTheDocument();
    expect(await screen.findByText(first.name as string)).toBeInTheDocument();
  });

  it('a project that does not exist: said on the page, as every missing record is (no form, no asking again)', async () => {
    open('admin', '/streets/list/9999');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Projetos' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('button', { name: /Cadastrar Rua/ })).toBeNull();
    expect((await calls()).filter((c) => c.path === '/api/projects/9999')).toHaveLength(1);
  });

  it('searches the streets by name', async () => {
    open('member');
    const [first, second] = streetsOf(1);
    await screen.findByText(first.name as string);
    // 'Souza' (no accents needed, fuzzy) finds 'Rua Souza' only.
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar por nome' }),
      (second.name as string).replace('Rua ', ''),
    );
    await waitFor(() => expect(within(table()).queryByText(first.name as string)).not.toBeInTheDocument());
    expect(within(table()).getByText(second.name as string)).toBeInTheDocument();
  });

  it('gives a member show only: no Cadastrar Rua, edit or delete', async () => {
    open('member');
    const [first] = streetsOf(1);
    await screen.findByText(first.name as string);
    expect(screen.queryByRole('heading', { name: 'Cadastrar Rua' })).not.toBeInTheDocument();
    expect(within(rowOf(first.name as string)).getByRole('link', { name: 'Visualizar' })).toHaveAttribute(
      'href',
      `/streets/${first.id}`,
    );
    expect(within(rowOf(first.name as string)).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(rowOf(first.name as string)).queryByRole('button', { name: 'Deletar' })).not.toBeInTheDocument();
  });

  it('Cadastrar Rua sends the name with the project and the street appears', async () => {
    open('projectAdmin');
    const form = (await screen.findByRole('heading', { name: 'Cadastrar Rua' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    await screen.findByText(streetsOf(1)[0].name as string);
    await userEvent.type(within(form).getByLabelText(/Nome da rua/), 'Rua das Acácias');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Rua das Acácias')).toBeInTheDocument();
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/streets/create')!;
    expect(post.body).toEqual({ name: 'Rua das Acácias', project_id: 1 });
  });

  it('removes a deleted row at once, before the server answers', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('*/api/streets/:id', async ({ params }) => {
        await answered;
        await delay(10);
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    const app = open('projectAdmin');
    const [first, second] = streetsOf(1);
    await screen.findByText(first.name as string);
    const lots = table();
    await userEvent.click(within(rowOf(first.name as string)).getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Você tem certeza que quer deletar ${first.name as string}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(within(lots).queryByText(first.name as string)).not.toBeInTheDocument());
    expect((await calls()).some((c) => c.method === 'DELETE' && c.path === `/api/streets/${first.id}`)).toBe(true);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(lots).getByText(second.name as string)).toBeInTheDocument();
    expect(within(lots).queryByText(first.name as string)).not.toBeInTheDocument();
    expect(app.location()).toBe('/streets/list/1');
  });

  it('closes the modal with the row, and puts the row back when the server refuses the delete', async () => {
    server.use(http.delete('*/api/streets/:id', () => HttpResponse.json({ message: 'Rua em uso' }, { status: 409 })));
    open('admin');
    const [first] = streetsOf(1);
    await screen.findByText(first.name as string);
    await userEvent.click(within(rowOf(first.name as string)).getByRole('button', { name: 'Deletar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Rua em uso')).toBeInTheDocument();
    expect(await within(table()).findByText(first.name as string)).toBeInTheDocument();
  });
});

describe('Rua (/streets/{id} and /streets/{id}/edit)', () => {
  it('shows the street read-only with back to the list and Editar for project admins', async () => {
    const [first] = streetsOf(1);
    open('projectAdmin', `/streets/${first.id}`);
    expect(await screen.findByRole('heading', { name: first.name as string })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às ruas' })).toHaveAttribute('href', '/streets/list/1');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/streets/${first.id}/edit`);
  });

  it('saves a new name and returns to the view', async () => {
    const [first] = streetsOf(1);
    const app = open('projectAdmin', `/streets/${first.id}/edit`);
    const name = await screen.findByLabelText(/Nome da rua/);
    await waitFor(() => expect(name).toHaveValue(first.name as string));
    await userEvent.clear(name);
    await userEvent.type(name, 'Rua Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.location()).toBe(`/streets/${first.id}`));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/streets/${first.id}`);
    expect(patch.body).toMatchObject({ name: 'Rua Nova' });
  });

  it('sends a member who opens the editor to the dashboard', async () => {
    const [first] = streetsOf(1);
    open('member', `/streets/${first.id}/edit`);
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
  });
});
