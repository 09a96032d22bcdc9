import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { recordDownloads, textOf } from '../../pages/reports/testing';
import { lotScreen, mockLot, openLot } from '../lots/testing';

const { server } = startMockApi();
afterEach(() => vi.restoreAllMocks());

async function registryTab() {
  await lotScreen('Lote 01');
  await userEvent.click(screen.getByRole('tab', { name: 'Registro' }));
  return screen.findByRole('tabpanel', { name: 'Registro' });
}

describe('Visualizar Lote, Registro: the requerimento of the averbação of the house (Decreto 9.310/2018, art. 72)', () => {
  it('is offered once the unit has its matrícula', async () => {
    mockLot(1, { registry_matricula: null });
    openLot('/lots/1', 'member');
    const tab = await registryTab();
    expect(within(tab).queryByRole('button', { name: /Requerimento de averbação/ })).toBeNull();
  });

  it('downloads it under the server’s name, and shows the server’s refusal as it says it', async () => {
    const saved = recordDownloads();
    const refusal =
      'Informe a área construída do lote (aba Informações): a notícia a declara (Decreto 9.310/2018, art. 72).';
    let refuse = true;
    server.use(
      http.get('*/api/lots/1/averbacao-edificacao.pdf', () =>
        refuse
          ? HttpResponse.json({ message: refusal }, { status: 409 })
          : new HttpResponse('%PDF-1.7 averbação', {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition':
                  "inline; filename*=UTF-8''Requerimento%20de%20averba%C3%A7%C3%A3o%20da%20edifica%C3%A7%C3%A3o.pdf",
              },
            }),
      ),
    );
    mockLot(1, { registry_matricula: '55.123' });
    openLot('/lots/1', 'member');
    const tab = await registryTab();
    expect(within(tab).getByText(/sem habite-se nem certidões negativas/)).toBeInTheDocument();
    const button = within(tab).getByRole('button', { name: 'Requerimento de averbação da edificação (PDF)' });
    await userEvent.click(button);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(saved).toEqual([]);
    refuse = false;
    await userEvent.click(button);
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Requerimento de averbação da edificação.pdf']));
    expect(await textOf(saved[0].blob)).toBe('%PDF-1.7 averbação');
  });
});
