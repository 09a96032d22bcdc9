import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MDR } from '../../components/domain/model';
import { startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { openLot, tabNames } from './testing';
import { LOT_FORM_TEST, LOT_FORM_WAIT } from '../../components/testing/timeouts';

const { calls } = startMockApi();
const SLOW = LOT_FORM_TEST;

const blockOf = (projectId: number) => mockStore.blocks.find((b) => b.project_id === projectId)!;
const nameInput = () => screen.findByLabelText(/^Identificador/, undefined, LOT_FORM_WAIT);

describe('Cadastrar Lote (/lots/create?block_id=)', SLOW, () => {
  it('creates the lot in the block and opens its editor; Filhos and Moradores wait for it', async () => {
    const block = blockOf(1);
    const app = openLot(`/lots/create?block_id=${block.id}`, 'projectAdmin');
    await userEvent.type(await nameInput(), 'Lote 99');
    expect(tabNames()).toEqual(['Informações', 'Documentos']);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', `/blocks/${block.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const created = await waitFor(() => {
      const lot = mockStore.lots.find((l) => l.name === 'Lote 99');
      expect(lot).toBeDefined();
      return lot!;
    });
    await waitFor(() => expect(app.location()).toBe(`/lots/${created.id}/edit`));
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/lots/create')!;
    // the switches (deficiencia, área de risco, desocupada) start off (false); nothing else is sent for an empty form
    expect(post.body).toEqual({
      name: 'Lote 99',
      block_id: block.id,
      deficiencia: false,
      area_de_risco: false,
      unidade_desocupada: false,
    });
  });

  it('says the name is too short, in Portuguese', async () => {
    openLot(`/lots/create?block_id=${blockOf(1).id}`, 'projectAdmin');
    await userEvent.type(await nameInput(), 'L1');
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('shows Benfeitorias for a block of an MDR project', async () => {
    mockStore.projects[0].project_class = MDR;
    openLot(`/lots/create?block_id=${blockOf(1).id}`, 'projectAdmin');
    await nameInput();
    expect(tabNames()).toEqual(['Informações', 'Documentos', 'Benfeitorias']);
  });

  it('sends a member to the dashboard', async () => {
    const app = openLot(`/lots/create?block_id=${blockOf(1).id}`, 'member');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(app.location()).toBe('/home');
  });
});
