import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { startMockApi } from '../../../components/testing/server';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { presentLot } from '../../../../mock-api/lots.ts';
import type { LotRecord } from '../lotRecord';
import { ResidentsTab } from './ResidentsTab';

const { server, calls } = startMockApi();

const lot = (id: number) => presentLot(mockStore.lots.find((l) => l.id === id)!) as unknown as LotRecord;
const open = (lotId = 1, readOnly = false, account: 'admin' | 'member' = 'admin') =>
  renderWithAdmin(<ResidentsTab lot={lot(lotId)} readOnly={readOnly} />, { account });
const card = (name: string) => screen.findByRole('article', { name });

describe('Moradores tab', () => {
  it('gives Edit/Delete only to residents of type other', async () => {
    open();
    const owner = await card('Maria Pereira Santos');
    expect(owner).toHaveTextContent('Titular');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await card('Lucas Pereira Santos')).queryByRole('button')).not.toBeInTheDocument();
    const other = await card('José Almeida');
    expect(other).toHaveTextContent('Outro morador');
    expect(other).toHaveTextContent('Tio');
    expect(within(other).getByRole('button', { name: 'Editar' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Excluir' })).toBeEnabled();
  });

  it("says 'Nenhum morador cadastrado.' when there is none", async () => {
    open(2);
    expect(await screen.findByText('Nenhum morador cadastrado.')).toBeInTheDocument();
  });

  it("adds another resident with 'Adicionar Outro Residente'", async () => {
    open();
    await card('José Almeida');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Outro Residente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Outro Residente' });
    // A new resident lives on the lot unless said otherwise (issue 18: it defaulted to "não reside").
    expect(within(dialog).getByRole('switch', { name: 'Reside no lote' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome\s*\*?$/ }), 'Rita Souza');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Parentesco/ }), 'Avó');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await card('Rita Souza')).toHaveTextContent('Outro morador');
    const body = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/lots/1/residents')?.body;
    expect(body).toEqual(expect.objectContaining({ name: 'Rita Souza', relationship_owner: 'Avó', resident: true }));
    expect(body).not.toHaveProperty('resident_type');
  });

  it('names the resident in the delete confirm and deletes', async () => {
    open();
    await userEvent.click(within(await card('José Almeida')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir José Almeida?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'José Almeida' })).not.toBeInTheDocument());
    expect((await calls()).some((c) => c.method === 'DELETE' && c.path === '/api/lots/1/residents/3')).toBe(true);
  });

  it('only logs a failed save, keeping the modal open with what was typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/lots/:id/residents/:residentId', async ({ request }) => {
        await request.text();
        return HttpResponse.json({ message: 'Erro interno' }, { status: 500 });
      }),
    );
    open();
    await userEvent.click(within(await card('José Almeida')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Morador' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^RG$/ }), '77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Editar Morador' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^RG$/ })).toHaveValue('77');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('disables the buttons in read-only mode', async () => {
    open(1, true, 'member');
    const other = await card('José Almeida');
    expect(screen.getByRole('button', { name: 'Adicionar Outro Residente' })).toBeDisabled();
    expect(within(other).getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(within(other).getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });
});
