import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockParties, mockParty, mockProcedure } from '../../../mock-api/procedure.ts';
import { formatDate } from '../../../domain/validation/dates';
import { addDays, todayInBrasilia } from '../../../domain/procedure/calendar';
import { dueDate } from '../../../domain/procedure/clocks';
import { monthRange, shiftMonth } from './month';
import { procedureCalendarRoute } from './routes';

const { calls } = startMockApi();
const today = todayInBrasilia();

describe('Calendário de prazos', () => {
  it(
    'shows the month with each due date linking to its Prazos, and manages the personal feed',
    { timeout: 40_000 },
    async () => {
      const start = addDays(today, -175);
      mockProcedure.push({
        id: 1,
        project_id: 1,
        stage: 'requerimento',
        date: start,
        act_number: null,
        note: null,
        move: 'first',
        reason: null,
        requester: 'Associação de Moradores',
        legitimado: 'beneficiarios',
        modality: 'S',
        publication_date: null,
        act_file_id: null,
        act_file: null,
        automatic: false,
        user_name: 'Paula Reis',
        created_at: new Date().toISOString(),
      });
      const due = dueDate('classificacao', start);
      const user = userEvent.setup();
      renderAdmin({ account: 'member', path: '/calendar', routes: procedureCalendarRoute });
      await screen.findByRole('heading', { name: 'Calendário de prazos', level: 1 });
      if (due.slice(0, 7) !== today.slice(0, 7)) await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
      const link = await screen.findByRole('link', { name: /Classificar a modalidade \(180 dias\)/ });
      expect(link).toHaveAttribute('href', '/projects/1/deadlines');
      const asked = (await calls()).find((c) => c.method === 'GET' && c.path.startsWith('/api/deadlines?'));
      expect(asked).toBeDefined();

      const card = screen.getByRole('region', { name: 'Calendário no Outlook ou no Google Agenda' });
      expect(await within(card).findByText('Nenhum endereço criado.')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Criar endereço' }));
      const field = await within(card).findByRole('textbox', { name: 'Endereço do calendário (mostrado só agora)' });
      expect((field as HTMLInputElement).value).toMatch(/\/api\/calendar\/[a-z0-9]+\.ics$/);
      await user.click(within(card).getByRole('button', { name: 'Revogar' }));
      await waitFor(() => expect(within(card).getByText('Nenhum endereço criado.')).toBeInTheDocument());
      const methods = (await calls()).filter((c) => c.path === '/api/account/calendar-feed').map((c) => c.method);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'DELETE']));
    },
  );

  it('shows the windows a mailing started on one day as one counted line on their last day', async () => {
    const mailedOn = addDays(today, -3);
    for (let i = 1; i <= 40; i++)
      mockParties.push(
        mockParty(1, { role: 'titular', name: `Titular ${i}`, notice_method: 'ar', notified_on: mailedOn }),
      );
    const due = dueDate('impugnacao', mailedOn);
    const user = userEvent.setup();
    renderAdmin({ account: 'member', path: '/calendar', routes: procedureCalendarRoute });
    await screen.findByRole('heading', { name: 'Calendário de prazos', level: 1 });
    if (due.slice(0, 7) !== today.slice(0, 7)) await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    const day = await screen.findByRole('group', { name: new RegExp(`^${formatDate(due)}`) });
    const lines = await within(day).findAllByRole('link');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Núcleo Esperança · Impugnação (30 dias) (40)');
  });

  it('counts months across the year', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2024-02').to).toBe('2024-02-29');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
