import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choice, datetime, defineEntity, defineResource, integer, labelled, reference, text } from '../domain/model';
import { renderAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import type { MockRecord } from '../../../mock-api/generate.ts';
import { resourceHandlers } from '../../../mock-api/resources.ts';
import { Route } from 'react-router-dom';
import { ParentLinks } from './ParentLinks';
import { resourceScreens } from './screens';

/**
 * The README's "Adding a resource" recipe on the SPA's side (issue #13 part 2): a resource
 * declared only here gets its list, view, editor and create page, and the mock API its five
 * routes, from the declaration (the server's side: server/resources/declared-resource.test.ts).
 */
const KINDS = labelled([
  ['escola', 'Escola'],
  ['praca', 'Praça'],
]);
const equipment = defineResource({
  entity: defineEntity({
    resource: 'equipamentos-publicos',
    label: 'Equipamento público',
    pluralLabel: 'Equipamentos públicos',
    recordRepresentation: 'name',
    fields: [
      integer('id', 'ID', { readOnly: true }),
      text('name', 'Nome', { required: true, min: 3, views: ['list', 'show', 'create', 'edit'] }),
      choice('kind', 'Tipo', KINDS, { required: true, views: ['list', 'show', 'create', 'edit'] }),
      reference('block_id', 'Quadra', 'blocks', { required: true }),
      datetime('updated_at', 'Atualizado em', { readOnly: true, views: ['show'] }),
    ],
  }),
  parent: 'block',
  read: 'project-member',
  write: 'project-admin',
  gender: 'm',
  tag: 'equipamentos',
});
const screens = resourceScreens(equipment);

const { server, calls } = startMockApi();
let records: MockRecord[] = [];
const block = () => mockStore.blocks.find((b) => b.project_id === 1)!;
beforeEach(() => {
  const { id, project_id } = block();
  records = [
    {
      id: 1,
      name: 'Escola Municipal',
      kind: 'escola',
      block_id: id,
      project_id,
      version: 1,
      updated_at: '2026-03-10T12:00:00.000Z',
    },
    {
      id: 2,
      name: 'Praça da Matriz',
      kind: 'praca',
      block_id: id,
      project_id,
      version: 1,
      updated_at: '2026-03-10T12:00:00.000Z',
    },
  ];
  server.use(...resourceHandlers(equipment, { all: () => records, replace: (next) => (records = next) }));
});

type Account = 'member' | 'projectAdmin';
const open = (account: Account, path: string) =>
  renderAdmin({ account, path, resources: [screens.resource], routes: screens.listRoute });
const table = () =>
  screen.getByRole('heading', { name: 'Equipamentos públicos' }).closest('.MuiCard-root') as HTMLElement;

describe('a resource declared only in a test (SPA)', () => {
  it('lists a block’s records with their declared columns; a member reads only', async () => {
    open('member', `/equipamentos-publicos/list/${block().id}`);
    expect(await within(await screen.findByRole('table')).findByText('Escola Municipal')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Equipamentos públicos de ${block().name as string}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à quadra' })).toHaveAttribute('href', `/blocks/${block().id}`);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Nome', 'Tipo']));
    expect(within(table()).getByText('Praça')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cadastrar Equipamento público' })).not.toBeInTheDocument();
    const list = (await calls()).find((c) => c.path.startsWith('/api/equipamentos-publicos/list'))!;
    expect(new URL(list.path, 'http://x').searchParams.get('block_id')).toBe(String(block().id));
  });

  it('searches by the listed name', async () => {
    open('member', `/equipamentos-publicos/list/${block().id}`);
    await screen.findByText('Escola Municipal');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'matriz');
    await waitFor(() => expect(within(table()).queryByText('Escola Municipal')).not.toBeInTheDocument());
    expect(within(table()).getByText('Praça da Matriz')).toBeInTheDocument();
  });

  it('Cadastrar sends the declared inputs with the block, and the record appears', async () => {
    open('projectAdmin', `/equipamentos-publicos/list/${block().id}`);
    const form = (await screen.findByRole('heading', { name: 'Cadastrar Equipamento público' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    await screen.findByText('Escola Municipal');
    await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Posto Central');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Praça' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Posto Central')).toBeInTheDocument();
    const post = (await calls()).find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/equipamentos-publicos/create');
    expect(post.body).toEqual({ name: 'Posto Central', kind: 'praca', block_id: block().id });
  });

  it('shows a record read-only with back to the list and Editar, and saves an edit', async () => {
    const app = open('projectAdmin', '/equipamentos-publicos/1');
    expect(await screen.findByRole('heading', { name: 'Escola Municipal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos equipamentos públicos' })).toHaveAttribute(
      'href',
      `/equipamentos-publicos/list/${block().id}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Editar' }));
    const name = await screen.findByRole('textbox', { name: /Nome/ });
    await waitFor(() => expect(name).toHaveValue('Escola Municipal'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Escola Estadual');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.location()).toBe('/equipamentos-publicos/1'));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/equipamentos-publicos/1');
    expect(patch.body).toMatchObject({ name: 'Escola Estadual' });
    expect(records[0]).toMatchObject({ name: 'Escola Estadual', version: 2 });
  });

  it('creates on its own page with the parent from the query, and opens the new record', async () => {
    const app = open('projectAdmin', `/equipamentos-publicos/create?block_id=${block().id}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), 'Escola Nova');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Escola' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.location()).toBe('/equipamentos-publicos/3'));
    expect(records.at(-1)).toMatchObject({ name: 'Escola Nova', kind: 'escola', block_id: block().id, project_id: 1 });
  });

  it('sends a member who opens the editor to the dashboard', async () => {
    open('member', '/equipamentos-publicos/1/edit');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
  });

  it('is linked from its parent’s screen for who may read it', async () => {
    const probe = (
      <Route
        path="/probe"
        element={<ParentLinks parent="block" id={block().id} projectId={1} resources={[equipment]} />}
      />
    );
    renderAdmin({ account: 'member', path: '/probe', routes: probe });
    expect(await screen.findByRole('link', { name: 'Equipamentos públicos' })).toHaveAttribute(
      'href',
      `/equipamentos-publicos/list/${block().id}`,
    );
  });
});
