import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { PhaseBox } from './PhaseBox';

const { calls } = startMockApi();

const openBox = () => {
  renderWithAdmin(
    <QueryClientProvider client={new QueryClient()}>
      <PhaseBox projectId={1} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('IDs dos lotes') as HTMLTextAreaElement;
};

describe('Mover lotes para a Etapa 2: every id that did not move is named (issue #18)', () => {
  it('"abc, 99999" names abc as invalid and 99999 as not found, and keeps both in the box', async () => {
    const lot = mockStore.lots.find((l) => l.project_id === 1)!;
    const box = openBox();
    await userEvent.type(box, `abc, 99999{enter}${lot.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar fase' }));
    expect(
      await screen.findByText('Lotes movidos para a Etapa 2: 1. IDs inválidos: abc. IDs não encontrados: 99999.'),
    ).toBeInTheDocument();
    const sent = (await calls()).filter((c) => c.path === '/api/lots/update-phases');
    expect(sent.map((c) => c.body)).toEqual([{ lot_ids: [99999, lot.id] }]);
    await waitFor(() => expect(box.value).toBe('abc\n99999'));
    expect(lot.project_phase).toBe(2);
  });

  it('names only invalid entries without calling the API when no id is well formed', async () => {
    const box = openBox();
    await userEvent.type(box, 'abc; x-1');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar fase' }));
    expect(await screen.findByText('Erro ao Atualizar fase do Projeto: IDs inválidos: abc, x-1.')).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path === '/api/lots/update-phases')).toEqual([]);
  });
});
