import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { formatDateTime } from '../../components/domain/model';
import { blocksResource } from '.';

const { calls, server } = startMockApi();
type Account = 'admin' | 'member' | 'projectAdmin';
const open = (account: Account, path: string) => renderAdmin({ account, path, resources: [blocksResource] });

/** Quadra 02 of Núcleo Esperança: half its lots complete. */
const block = () => mockStore.blocks.find((b) => b.project_id === 1 && b.name === 'Quadra 02')!;
const lotsOf = (blockId: number) => mockStore.lots.filter((l) => l.block_id === blockId);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const table = () => screen.getByRole('heading', { name: 'Lotes' }).closest('.MuiCard-root') as HTMLElement;

describe('Visualizar Quadra', () => {
  it('lists the lots with identifier, status label and updated at (DD/MM/YYYY HH:MM), fetching up to 1000 of the block', async () => {
    const { id } = block();
    open('member', `/blocks/${id}`);
    expect(await screen.findByRole('heading', { name: 'Quadra 02' })).toBeInTheDocument();
    await within(table()).findByText('Lote 01');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Identificador', 'Situação', 'Atualizado em', 'Ações']);
    const first = lotsOf(id).find((l) => l.name === 'Lote 01')!;
    const row = rowOf('Lote 01');
    expect(within(row).getByText('Completo')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(first.updated_at as string))).toBeInTheDocument();
    expect(formatDateTime(first.updated_at as string)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const list = (await calls()).find((c) => c.path.startsWith('/api/lots/list'))!;
    const query = new URL(list.path, 'http://x').searchParams;
    expect(query.get('block_id')).toBe(String(id));
    expect(query.get('count')).toBe('1000');
  });

  it('searches the lots by name', async () => {
    open('member', `/blocks/${block().id}`);
    await within(await screen.findByRole('table')).findByText('Lote 01');
    expect(within(table()).getAllByRole('row').length).toBeGreaterThan(3);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por identificador' }), 'lote 03');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByText('Lote 03')).toBeInTheDocument();
  });

  it('gives a member back to the project, show and edit of each lot, but no Editar, Cadastrar Lote or delete', async () => {
    const { id } = block();
    open('member', `/blocks/${id}`);
    await within(await screen.findByRole('table')).findByText('Lote 01');
    expect(screen.getByRole('link', { name: 'Voltar ao projeto' })).toHaveAttribute('href', '/projects/1');
    expect(
      screen.getAllByRole('link', { name: 'Editar' }).every((l) => l.getAttribute('href')?.startsWith('/lots/')),
    ).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Cadastrar Lote' })).not.toBeInTheDocument();
    const row = rowOf('Lote 01');
    const lot = lotsOf(id).find((l) => l.name === 'Lote 01')!;
    expect(within(row).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', `/lots/${lot.id}`);
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/lots/${lot.id}/edit`);
    expect(within(row).queryByRole('button', { name: 'Deletar' })).not.toBeInTheDocument();
  });

  it('gives a project admin Editar, Cadastrar Lote, and edit and delete on each lot', async () => {
    const { id } = block();
    open('projectAdmin', `/blocks/${id}`);
    await within(await screen.findByRole('table')).findByText('Lote 01');
    const edits = screen.getAllByRole('link', { name: 'Editar' }).map((l) => l.getAttribute('href'));
    expect(edits[0]).toBe(`/blocks/${id}/edit`);
    expect(screen.getByRole('heading', { name: 'Cadastrar Lote' })).toBeInTheDocument();
    const lot = lotsOf(id).find((l) => l.name === 'Lote 01')!;
    expect(within(rowOf('Lote 01')).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/lots/${lot.id}/edit`,
    );
    expect(within(rowOf('Lote 01')).getByRole('button', { name: 'Deletar' })).toBeInTheDocument();
  });

  it('Cadastrar Lote sends the name with the block and the new lot appears in the table', async () => {
    const { id } = block();
    open('admin', `/blocks/${id}`);
    const form = (await screen.findByRole('heading', { name: 'Cadastrar Lote' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    await within(await screen.findByRole('table')).findByText('Lote 01');
    const name = within(form).getByLabelText(/Identificador/);
    await userEvent.type(name, 'AB');
    await userEvent.tab();
    expect(await within(form).findByText('Mínimo de 3 caracteres')).toBeInTheDocument();
    await userEvent.type(name, 'C-99');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('ABC-99')).toBeInTheDocument();
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/lots/create')!;
    expect(post.body).toEqual({ name: 'ABC-99', block_id: id });
    await waitFor(() => expect(within(form).getByLabelText(/Identificador/)).toHaveValue(''));
  });

  it('deletes a lot after the shared modal, and the row leaves the table', async () => {
    const { id } = block();
    const app = open('projectAdmin', `/blocks/${id}`);
    await within(await screen.findByRole('table')).findByText('Lote 02');
    const lot = lotsOf(id).find((l) => l.name === 'Lote 02')!;
    const lots = table();
    await userEvent.click(within(rowOf('Lote 02')).getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você tem certeza que quer deletar Lote 02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(within(lots).queryByText('Lote 02')).not.toBeInTheDocument());
    expect((await calls()).some((c) => c.method === 'DELETE' && c.path === `/api/lots/${lot.id}`)).toBe(true);
    expect(within(lots).getByText('Lote 01')).toBeInTheDocument();
    expect(app.location()).toBe(`/blocks/${id}`);
  });

  it('a block that does not exist: "Quadra não encontrada" on the page (it was a toast and the list)', async () => {
    open('admin', '/blocks/9999');
    expect(await screen.findByRole('heading', { name: 'Quadra não encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('O registro não existe')).toBeNull();
  });
});

describe('Editar Quadra', () => {
  it("saves the name and the project's streets, then returns to the view", async () => {
    const b = block();
    const app = open('projectAdmin', `/blocks/${b.id}/edit`);
    const name = await screen.findByLabelText(/Nome da quadra/);
    await waitFor(() => expect(name).toHaveValue('Quadra 02'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Quadra Dois');
    const form = name.closest('form') as HTMLElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.location()).toBe(`/blocks/${b.id}`));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/blocks/${b.id}`);
    expect(patch.body).toMatchObject({ name: 'Quadra Dois', streets_ids: b.streets_ids });
    expect(patch.body).not.toHaveProperty('streets');
    expect(patch.body).not.toHaveProperty('progress');
  });

  it('draws the chosen streets with the form, from the block, before the streets themselves answer', async () => {
    const b = block();
    const names = mockStore.streets
      .filter((s) => (b.streets_ids as number[]).includes(s.id))
      .map((s) => String(s.name));
    expect(names.length).toBeGreaterThan(0);
    // Both the chosen streets (getMany: one GET each) and the project's streets (the choices).
    const held = holdAnswer(server, 'http://localhost/api/streets/:id');
    open('projectAdmin', `/blocks/${b.id}/edit`);
    await waitFor(async () => expect(await screen.findByLabelText(/Nome da quadra/)).toHaveValue('Quadra 02'));
    await waitFor(() => expect(held.asked()).toBe(true));
    const input = screen.getByRole('combobox', { name: /Ruas/ });
    const field = input.closest('.MuiAutocomplete-root') as HTMLElement;
    for (const name of names) expect(within(field).getByText(name)).toBeInTheDocument();
    held.release();
    // The API's answer takes their place: still the same chips.
    await waitFor(async () => expect((await calls()).some((c) => /^\/api\/streets\/\d+$/.test(c.path))).toBe(true));
    for (const name of names) expect(within(field).getByText(name)).toBeInTheDocument();
  });

  it('offers only the streets of the block’s project', async () => {
    const b = block();
    open('admin', `/blocks/${b.id}/edit`);
    await waitFor(async () => expect(await screen.findByLabelText(/Nome da quadra/)).toHaveValue('Quadra 02'));
    const streets = (await calls()).filter((c) => c.path.startsWith('/api/streets/list'));
    expect(streets.length).toBeGreaterThan(0);
    for (const s of streets) expect(new URL(s.path, 'http://x').searchParams.get('project_id')).toBe('1');
  });

  it('sends a member who opens it to the dashboard', async () => {
    const app = open('member', `/blocks/${block().id}/edit`);
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(app.location()).toBe('/home');
  });

  it('Cadastrar Quadra in a project that does not exist: said, and no form to fill', async () => {
    open('admin', '/blocks/create?project_id=9999');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome/ })).toBeNull();
    expect((await calls()).filter((c) => c.path === '/api/projects/9999')).toHaveLength(1);
  });

  it('a block that does not exist: the editor says so at once, asked once (it stood blank)', async () => {
    open('admin', '/blocks/9999/edit');
    expect(await screen.findByRole('heading', { name: 'Quadra não encontrada' })).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path.startsWith('/api/blocks/9999'))).toHaveLength(1);
  });
});
