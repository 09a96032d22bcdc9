import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STALE_MESSAGE } from '../../../components/conflict';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { startMockApi } from '../../../components/testing/server';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { presentLot } from '../../../../mock-api/lots.ts';
import type { LotRecord } from '../lotRecord';
import { ChildrenTab } from './ChildrenTab';

const { server } = startMockApi();

const lot = () => presentLot(mockStore.lots.find((l) => l.id === 1)!) as unknown as LotRecord;

describe('Filhos: a save from a stale copy (issue 8)', { timeout: 60_000 }, () => {
  it('sends the child’s version, offers Recarregar on 409, and saves again with the current version and what was typed', async () => {
    let version = 2;
    const sent: (string | null)[] = [];
    const child = () => ({
      id: 77,
      lot_id: 1,
      name: 'Rafael Souza',
      mother_name: 'Outra Pessoa',
      version,
      resident: true,
      deficiencia: false,
      beneficios_sociais: [],
    });
    server.use(
      http.get('*/api/lots/1/children', () => HttpResponse.json({ data: [child()], total: 1 })),
      http.post('*/api/lots/1/children/77', async ({ request }) => {
        sent.push(request.headers.get('If-Match'));
        const body = (await request.json()) as Record<string, unknown>;
        if (request.headers.get('If-Match') !== String(version))
          return HttpResponse.json({ message: STALE_MESSAGE }, { status: 409 });
        version += 1;
        return HttpResponse.json({ ...child(), ...body });
      }),
    );
    renderWithAdmin(<ChildrenTab lot={lot()} readOnly={false} />);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Rafael Souza' })).getByRole('button', { name: 'Editar' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Editar Filho' });
    const father = within(modal).getByRole('textbox', { name: /Nome do pai/ });
    await userEvent.type(father, 'José Souza');
    // Someone else saved the child meanwhile.
    version = 3;
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    const offer = await screen.findByRole('alertdialog', { name: 'Registro alterado' });
    expect(within(offer).getByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual(['2']);
    await userEvent.click(within(offer).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('dialog', { name: 'Editar Filho' })).getByRole('textbox', { name: /Nome do pai/ }),
    ).toHaveValue('José Souza');

    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Editar Filho' })).getByRole('button', { name: 'Salvar' }),
    );
    expect(await screen.findByText('Filho atualizado com sucesso!')).toBeInTheDocument();
    expect(sent).toEqual(['2', '3']);
  });
});
