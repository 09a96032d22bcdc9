import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { projectsResource } from '.';

const { server, calls } = startMockApi();
const open = (account: 'admin' | 'member' | 'projectAdmin', path: string) =>
  renderAdmin({ account, path, resources: [projectsResource] });
/** The project form's own Salvar (the editor also has the Cadastrar Quadra form). */
const save = () =>
  within(screen.getByLabelText(/Nome do projeto/).closest('form')!).getByRole('button', { name: 'Salvar' });

async function choose(label: RegExp, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Cadastrar Projeto', () => {
  it('sends the state and municipality by name and goes to the new project’s view', async () => {
    const app = open('admin', '/projects/create');
    await userEvent.type(await screen.findByLabelText(/Nome do projeto/), 'Vila Nova Esperança');
    // The blank default project (id 0) fills the form: class REURB and modality Reurb-S.
    expect(screen.getByRole('combobox', { name: /Modalidade da Reurb/ })).toHaveTextContent('Reurb-S');
    expect(screen.getByRole('combobox', { name: /Município/ })).toBeDisabled();
    // Every label in Portuguese, as the domain declares it (the group's once showed its i18n key).
    expect(screen.getByRole('combobox', { name: 'Grupo de projetos' })).toBeInTheDocument();
    expect(screen.queryByText(/resources\./)).toBeNull();
    await choose(/Estado/, 'São P', 'São Paulo');
    await choose(/Município/, 'Campin', 'Campinas');
    await userEvent.click(save());
    expect(await screen.findByRole('heading', { name: 'Vila Nova Esperança' })).toBeInTheDocument();
    const created = mockStore.projects.at(-1)!;
    expect(app.location()).toBe(`/projects/${created.id}`);
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/projects/create')!;
    expect(post.body).toEqual({
      name: 'Vila Nova Esperança',
      state: 'São Paulo',
      city: 'Campinas',
      project_class: 'REURB',
      reurb_modality: 'S',
    });
    expect((await calls()).some((c) => c.path === '/api/reference/municipalities?uf=SP')).toBe(true);
  });

  it('clears the municipality when the state changes', async () => {
    open('admin', '/projects/create');
    await screen.findByLabelText(/Nome do projeto/);
    await choose(/Estado/, 'São P', 'São Paulo');
    await choose(/Município/, 'Campin', 'Campinas');
    await userEvent.clear(screen.getByRole('combobox', { name: /Estado/ }));
    await choose(/Estado/, 'Minas', 'Minas Gerais');
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('');
  });

  it('sends a member who opens it to the dashboard', async () => {
    const app = open('member', '/projects/create');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(app.location()).toBe('/home');
  });
});

describe('Editar Projeto', () => {
  it('saves only what a client may send and returns to the view', async () => {
    const app = open('projectAdmin', '/projects/1/edit');
    const name = await screen.findByLabelText(/Nome do projeto/);
    await waitFor(() => expect(name).toHaveValue('Núcleo Esperança'));
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('Campinas');
    // A project admin sees the group read only, under the same Portuguese label.
    expect(screen.getByRole('textbox', { name: 'Grupo de projetos' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.type(name, ' II');
    await userEvent.click(save());
    await waitFor(() => expect(app.location()).toBe('/projects/1'));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/projects/1');
    expect(patch.body).toMatchObject({ name: 'Núcleo Esperança II', state: 'São Paulo', city: 'Campinas' });
    expect(Object.keys(patch.body as object)).not.toEqual(expect.arrayContaining(['id']));
    expect(patch.body).not.toHaveProperty('progress');
    expect(patch.body).not.toHaveProperty('image');
  });

  it('draws the blocks and the members under the form with it, not before: nothing above them comes later', async () => {
    const project = holdAnswer(server, 'http://localhost/api/projects/1');
    open('projectAdmin', '/projects/1/edit');
    await waitFor(() => expect(project.asked()).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Cadastrar Quadra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Membros' })).not.toBeInTheDocument();
    project.release();
    expect(await screen.findByLabelText(/Nome do projeto/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadastrar Quadra' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Membros' })).toBeInTheDocument();
  });

  it("shows the server's field errors under their inputs, with one notice (there were two)", async () => {
    server.use(
      http.patch('*/api/projects/:id', () =>
        HttpResponse.json(
          { message: 'Dados inválidos.', errors: { name: 'Já existe um projeto com este nome' } },
          { status: 400 },
        ),
      ),
    );
    open('projectAdmin', '/projects/1/edit');
    const name = await screen.findByLabelText(/Nome do projeto/);
    await waitFor(() => expect(name).toHaveValue('Núcleo Esperança'));
    await userEvent.type(name, ' II');
    await userEvent.click(save());
    expect(await screen.findByText('Já existe um projeto com este nome')).toBeInTheDocument();
    expect(await screen.findByText('O formulário não é válido. Verifique os erros')).toBeInTheDocument();
    expect(screen.queryByText('Dados inválidos.')).toBeNull();
    // The field in error is brought back into view and focused (the Save button had the focus).
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('sends a member who opens it to the dashboard', async () => {
    open('member', '/projects/1/edit');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
  });

  it('a project that does not exist: "Projeto não encontrado" on the page, no form (it was a toast and the list)', async () => {
    const app = open('admin', '/projects/9999/edit');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(app.location()).toBe('/projects/9999/edit');
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByText('O registro não existe')).toBeNull();
  });
});
