import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../../components/testing/server';
import { lotScreen, mockLot, openLot, tabNames } from '../testing';

const { server, calls } = startMockApi();

const line = (
  id: number,
  at: string,
  changes: { field: string; label: string; from: string | null; to: string | null }[],
  more = {},
) => ({
  id,
  at,
  user_id: 3,
  user_name: 'Paula Reis',
  entity: 'lot',
  entity_id: 1,
  entity_label: 'Lote 01',
  action: 'updated',
  changes,
  ...more,
});

describe('Histórico do lote (issue 8)', () => {
  it('shows the timeline at /lots/{id}/history: date and time, who, what, each field de → para', async () => {
    mockLot(1, { name: 'Lote 01' });
    server.use(
      http.get('*/api/lots/1/history', () =>
        HttpResponse.json({
          total: 2,
          data: [
            line(2, '2026-03-05T17:42:00.000Z', [{ field: 'cpf', label: 'CPF', from: null, to: '529.982.247-25' }]),
            line(1, '2026-03-04T12:05:00.000Z', [], {
              entity: 'child',
              entity_id: 9,
              entity_label: 'Joana Lima',
              action: 'deleted',
            }),
          ],
        }),
      ),
    );
    openLot('/lots/1/history', 'projectAdmin');
    expect(await screen.findByRole('heading', { name: 'Histórico do lote', level: 1 })).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Histórico do lote' });
    const items = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(items).toHaveLength(2);
    // Dates in São Paulo time (the tests' TZ), DD/MM/YYYY HH:MM.
    expect(items[0]).toHaveTextContent('05/03/2026 14:42');
    expect(items[0]).toHaveTextContent('Paula Reis alterou Lote');
    expect(items[0]).toHaveTextContent('CPF: (vazio) → 529.982.247-25');
    expect(items[1]).toHaveTextContent('04/03/2026 09:05');
    expect(items[1]).toHaveTextContent('Paula Reis excluiu Filho(a) Joana Lima');
    expect(screen.getByRole('link', { name: /Voltar ao lote/ })).toHaveAttribute('href', '/lots/1');
  });

  it('pages through a long history, newest first', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/lots/1/history', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return HttpResponse.json({
          total: 45,
          data: [
            line(Number(page), '2026-03-05T17:42:00.000Z', [
              { field: 'n_selagem', label: 'Selagem', from: null, to: `S-${page}` },
            ]),
          ],
        });
      }),
    );
    openLot('/lots/1/history', 'projectAdmin');
    expect(await screen.findByText(/→ S-1$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /página 3|page 3/i }));
    expect(await screen.findByText(/→ S-3$/)).toBeInTheDocument();
    expect(pages).toEqual(['1', '3']);
  });

  it('is a tab of the lot view for project admins only; members opening the URL go to the lot', async () => {
    openLot('/lots/1', 'projectAdmin');
    await lotScreen('Lote 01');
    expect(tabNames()).toContain('Histórico');
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Histórico' });
    // Issue 18: 'mudou a situação do lote', never '… de Situação'.
    const line = await within(panel).findByText(/mudou a situação do lote/);
    expect(line.textContent).not.toMatch(/Situação\s*$/u);
  });

  it('a lot that does not exist: its history page says so at once, asked once (it stood blank)', async () => {
    openLot('/lots/9999/history', 'admin');
    expect(await screen.findByRole('heading', { name: 'Lote não encontrado' })).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path.startsWith('/api/lots/9999'))).toHaveLength(1);
  });

  it('members: no tab, and the URL sends them to the lot without asking for the history', async () => {
    openLot('/lots/1/history', 'member');
    await lotScreen('Lote 01');
    expect(tabNames()).not.toContain('Histórico');
    expect((await calls()).some((c) => c.path.includes('/history'))).toBe(false);
  });
});
