import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { mockStore } from '../../../mock-api/handlers.ts';
import { onPhone } from '../../components/testing/phone';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import type { CompletedByDay, LotsOfDay } from '../../providers/dataProvider';
import { ProgressPage } from './ProgressPage';

const { server, calls } = startMockApi();

const DAYS: CompletedByDay['completed_lots_by_day'] = [
  { date: '2026-03-10', user_id: 7, user_name: 'Bruno Alves', social: 2, benfeitorias: 0 },
  { date: '2026-03-10', user_id: 8, user_name: 'Álvaro Lima', social: 0, benfeitorias: 0 },
  { date: '2026-03-12', user_id: 9, user_name: 'Carla Dias', social: 1, benfeitorias: 1 },
  { date: '2026-03-09', user_id: null, user_name: null, social: 1, benfeitorias: 0 },
];

const LOTS: LotsOfDay['data'] = [
  {
    lot_id: 41,
    lot_name: 'Lote 01',
    block_id: 5,
    block_name: 'Quadra A',
    owner_name: 'João Conceição',
    cpf: '52998224725',
    user_assignments: ['social', 'benfeitorias'],
  },
  {
    lot_id: 42,
    lot_name: 'Lote 02',
    block_id: 5,
    block_name: 'Quadra A',
    owner_name: 'Maria Gonçalves',
    cpf: '11144477735',
    user_assignments: ['benfeitorias'],
  },
];

const byDay = (rows: CompletedByDay['completed_lots_by_day']) =>
  server.use(
    http.get('*/api/projects/:id/completed-by-day', () =>
      HttpResponse.json({ name: 'Núcleo Esperança', completed_lots_by_day: rows }),
    ),
  );
const lotsOfDay = (answer: () => Response) =>
  server.use(http.get('*/api/projects/:id/completed-by-user-and-date', answer));

const open = (account: 'admin' | 'projectAdmin' = 'admin') =>
  renderAdmin({
    account,
    path: '/projects/1/progress',
    routes: <Route path="/projects/:id/progress" element={<ProgressPage />} />,
  });

/** The progress table: the first on the screen (the registry card's counts come below it). */
const progressTable = () => within(screen.getAllByRole('table')[0]);

/** The table's body rows as 'date | user' (the first two cells). */
const shownRows = () =>
  progressTable()
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent)
        .join(' | '),
    );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Progresso', () => {
  it("titles the screen with the project's name, links back and lists day, user and both counts, newest day first", async () => {
    byDay(DAYS);
    open();
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança - Progresso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/projects/1');
    for (const col of ['Data', 'Usuário', 'Concluídos (social)', 'Concluídos (benfeitorias)', 'Ações'])
      expect(screen.getByRole('columnheader', { name: new RegExp(col.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    expect(shownRows()).toEqual([
      '12/03/2026 | Carla Dias',
      '10/03/2026 | Álvaro Lima',
      '10/03/2026 | Bruno Alves',
      '09/03/2026 | Usuário removido',
    ]);
    const carla = within(rowOf('Carla Dias')).getAllByRole('cell');
    expect([carla[2].textContent, carla[3].textContent]).toEqual(['1', '1']);
  });

  it('sorts by date or by user, a second click reversing the order', async () => {
    byDay(DAYS);
    open();
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: /Ordenar por data/ }));
    expect(shownRows()).toEqual([
      '09/03/2026 | Usuário removido',
      '10/03/2026 | Álvaro Lima',
      '10/03/2026 | Bruno Alves',
      '12/03/2026 | Carla Dias',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Ordenar por usuário/ }));
    expect(shownRows()).toEqual([
      '10/03/2026 | Álvaro Lima',
      '10/03/2026 | Bruno Alves',
      '12/03/2026 | Carla Dias',
      '09/03/2026 | Usuário removido',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Ordenar por usuário/ }));
    expect(shownRows()).toEqual([
      '09/03/2026 | Usuário removido',
      '12/03/2026 | Carla Dias',
      '10/03/2026 | Bruno Alves',
      '10/03/2026 | Álvaro Lima',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Ordenar por data/ }));
    expect(shownRows()[0]).toBe('12/03/2026 | Carla Dias');
  });

  it('shows 20 rows a page with the pager', async () => {
    byDay(
      Array.from({ length: 25 }, (_, i) => ({
        date: `2026-01-${String(i + 1).padStart(2, '0')}`,
        user_id: 1,
        user_name: 'Ana',
        social: 1,
        benfeitorias: 0,
      })),
    );
    open();
    await screen.findByText('25/01/2026');
    expect(progressTable().getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: /página 2|^2$/i }));
    expect(shownRows()).toEqual([
      '05/01/2026 | Ana',
      '04/01/2026 | Ana',
      '03/01/2026 | Ana',
      '02/01/2026 | Ana',
      '01/01/2026 | Ana',
    ]);
  });

  it("disables 'Ver Lotes' when both counts are zero", async () => {
    byDay(DAYS);
    open();
    await screen.findByText('Álvaro Lima');
    expect(within(rowOf('Álvaro Lima')).getByRole('button', { name: 'Ver Lotes' })).toBeDisabled();
    expect(within(rowOf('Bruno Alves')).getByRole('button', { name: 'Ver Lotes' })).toBeEnabled();
  });

  it('on a phone lists a card a day and user: the day as title, the user and counts beneath, Ver Lotes at the foot', async () => {
    onPhone();
    byDay(DAYS);
    lotsOfDay(() => HttpResponse.json({ data: LOTS }));
    open();
    const cards = within(await screen.findByRole('list', { name: 'Lotes concluídos por dia e usuário' })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('columnheader', { name: 'Usuário' })).not.toBeInTheDocument();
    expect(cards.map((c) => c.textContent)).toEqual([
      '12/03/2026UsuárioCarla DiasConcluídos (social)1Concluídos (benfeitorias)1Ver Lotes',
      '10/03/2026UsuárioÁlvaro LimaConcluídos (social)0Concluídos (benfeitorias)0Ver Lotes',
      '10/03/2026UsuárioBruno AlvesConcluídos (social)2Concluídos (benfeitorias)0Ver Lotes',
      '09/03/2026UsuárioUsuário removidoConcluídos (social)1Concluídos (benfeitorias)0Ver Lotes',
    ]);
    expect(within(cards[1]).getByRole('button', { name: 'Ver Lotes' })).toBeDisabled();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Ver Lotes' }));
    expect(await screen.findByRole('dialog', { name: 'Lotes - Carla Dias - 12/03/2026' })).toBeInTheDocument();
  });

  it("opens the day's lots in a modal: title, day, user, total, masked CPF, badges and links to the lot and its history", async () => {
    byDay(DAYS);
    lotsOfDay(() => HttpResponse.json({ data: LOTS }));
    open();
    await userEvent.click(
      within(await screen.findByText('Carla Dias').then((e) => e.closest('tr') as HTMLElement)).getByRole('button', {
        name: 'Ver Lotes',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lotes - Carla Dias - 12/03/2026' });
    const modal = within(dialog);
    expect(await modal.findByText('529.982.247-25')).toBeInTheDocument();
    expect(modal.getByText('Total').nextSibling).toHaveTextContent('2');
    const first = within(modal.getByText('Lote 01').closest('tr') as HTMLElement);
    expect(first.getByText('Social')).toHaveClass('MuiChip-label');
    expect(first.getByText('Benfeitorias')).toBeInTheDocument();
    expect(first.getByText('João Conceição')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Abrir lote' })).toHaveAttribute('href', '/lots/41');
    expect(first.getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/lots/41/history');
    const second = within(modal.getByText('Lote 02').closest('tr') as HTMLElement);
    expect(second.queryByText('Social')).toBeNull();
    expect(second.getByText('Benfeitorias')).toBeInTheDocument();
    const asked = (await calls()).find((c) => c.path.includes('completed-by-user-and-date'))!;
    expect(Object.fromEntries(new URL(asked.path, 'http://x').searchParams)).toEqual({
      date: '2026-03-12',
      user_id: '9',
      user_name: 'Carla Dias',
      assignment_type: 'both',
    });
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("titles the modal 'Detalhes dos Lotes' without a user and says when no lot was found", async () => {
    byDay(DAYS);
    lotsOfDay(() => HttpResponse.json({ data: [] }));
    open();
    await userEvent.click(
      within(await screen.findByText('Usuário removido').then((e) => e.closest('tr') as HTMLElement)).getByRole(
        'button',
        { name: 'Ver Lotes' },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Detalhes dos Lotes' }));
    expect(await dialog.findByText('Nenhum lote encontrado para Usuário removido em 09/03/2026.')).toBeInTheDocument();
  });

  it('notifies when the lots cannot be loaded', async () => {
    byDay(DAYS);
    lotsOfDay(() => HttpResponse.json({ message: 'falhou' }, { status: 500 }));
    open();
    await userEvent.click(
      within(await screen.findByText('Bruno Alves').then((e) => e.closest('tr') as HTMLElement)).getByRole('button', {
        name: 'Ver Lotes',
      }),
    );
    expect(await screen.findByText('Erro ao carregar detalhes dos lotes')).toBeInTheDocument();
  });

  it('says so when the project has no completed lot', async () => {
    byDay([]);
    open();
    expect(await screen.findByText('Nenhum lote concluído neste projeto ainda.')).toBeInTheDocument();
  });

  it("lists the mock API's completed lots for the project admin and opens them", async () => {
    open('projectAdmin');
    const completed = mockStore.lots.filter((l) => l.project_id === 1 && l.status === 'complete');
    const newest = completed
      .map((l) => String(l.updated_at).slice(0, 10))
      .sort()
      .at(-1)!;
    const [y, m, d] = newest.split('-');
    const row = (await screen.findAllByText(`${d}/${m}/${y}`))[0].closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Ver Lotes' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Lotes - Paula Reis - ${d}/${m}/${y}` }));
    const ofDay = completed.filter((l) => String(l.updated_at).startsWith(newest));
    await waitFor(() => expect(dialog.getAllByRole('link', { name: 'Abrir lote' })).toHaveLength(ofDay.length));
  });
});
