import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { onPhone } from '../../components/testing/phone';
import { CURRENT_LOT, CURRENT_PROJECT } from '../../components/currentSelection';
import { mockStore } from '../../../mock-api/handlers.ts';
import { projectsResource } from '.';

const { calls } = startMockApi();
const open = (account: 'admin' | 'member' | 'projectAdmin' = 'admin', store = memoryStore()) =>
  renderAdmin({ account, path: '/projects', resources: [projectsResource], store });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Projetos list', () => {
  it('shows name, city, state and progress, fetching up to 250 projects', async () => {
    open();
    expect(await screen.findByText('Núcleo Esperança')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Nome do projeto', 'Município', 'Estado', 'Progresso']);
    const first = mockStore.projects[0];
    expect(
      within(rowOf('Núcleo Esperança')).getByText(
        `${first.lots_completed}/${first.lots_total} (${Math.round((first.progress as number) * 100)}%)`,
      ),
    ).toBeInTheDocument();
    expect((await calls()).some((c) => c.path.startsWith('/api/projects/list?page=1&count=250'))).toBe(true);
  });

  it('offers Cadastrar Projeto to a global admin only', async () => {
    open('admin');
    expect(await screen.findByRole('link', { name: 'Cadastrar Projeto' })).toHaveAttribute('href', '/projects/create');
  });

  it('does not offer Cadastrar Projeto to a member', async () => {
    open('member');
    expect(await screen.findByText('Núcleo Esperança')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar Projeto' })).not.toBeInTheDocument();
  });

  it("finds 'Núcleo Esperança' when searching 'Esperanca', fuzzily, over name, city and state", async () => {
    open();
    await screen.findByText('Núcleo Esperança');
    const search = screen.getByRole('searchbox', { name: 'Buscar por nome, município ou estado' });
    await userEvent.type(search, 'Esperanca');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Núcleo Esperança')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'Belo Horizonte');
    await waitFor(() => expect(screen.queryByText('Núcleo Esperança')).not.toBeInTheDocument());
    expect(screen.getAllByText('Belo Horizonte').length).toBeGreaterThan(0);
  });

  it('gives a project admin the view, edit and delete of their project (docs/screens.md#screens)', async () => {
    open('projectAdmin');
    const row = rowOf(await screen.findByText('Núcleo Esperança').then((e) => e.textContent!));
    expect(within(row).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/projects/1');
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/projects/1/edit');
    expect(within(row).getByRole('button', { name: 'Deletar' })).toBeInTheDocument();
  });

  it('gives a member only the view', async () => {
    open('member');
    const row = rowOf(await screen.findByText('Núcleo Esperança').then((e) => e.textContent!));
    expect(within(row).getByRole('link', { name: 'Visualizar' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Deletar' })).not.toBeInTheDocument();
  });

  it('deletes a project after the delete modal', async () => {
    open('admin');
    const { id, name } = mockStore.projects[1] as { id: number; name: string };
    await screen.findByText(name);
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Você tem certeza que quer deletar ${name}`);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    expect((await calls()).some((c) => c.method === 'DELETE' && c.path === `/api/projects/${id}`)).toBe(true);
  });

  it('forgets the current project and lot on entry', async () => {
    const store = memoryStore({ [CURRENT_PROJECT]: 1, [CURRENT_LOT]: 7 });
    open('admin', store);
    await screen.findByText('Núcleo Esperança');
    expect(store.getItem(CURRENT_PROJECT)).toBeUndefined();
    expect(store.getItem(CURRENT_LOT)).toBeUndefined();
  });

  describe('on a phone (below 600 px)', () => {
    it('lists the projects as cards: the name links to the project, the columns as label and value, the row buttons', async () => {
      onPhone();
      open();
      const first = mockStore.projects[0];
      const link = await screen.findByRole('link', { name: 'Núcleo Esperança' });
      expect(link).toHaveAttribute('href', `/projects/${first.id}`);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li') as HTMLElement);
      expect(card.getByText('Município').nextElementSibling).toHaveTextContent(String(first.city));
      expect(card.getByText('Estado').nextElementSibling).toHaveTextContent(String(first.state));
      expect(card.getByRole('progressbar', { name: 'Progresso' })).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', `/projects/${first.id}`);
      expect(card.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/projects/${first.id}/edit`);
    });
  });
});
