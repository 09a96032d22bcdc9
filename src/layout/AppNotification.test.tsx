import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../providers/i18n';
import { AppNotification, autoHideDuration, NOTIFICATION_TIMEOUT_MS } from './AppNotification';
import { useFormNotice } from './useFormNotice';

describe('notification timeout (docs/states.md#states)', () => {
  it('defaults to 5000 ms, keeps 0 open until closed, and refuses a negative value', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
    expect(autoHideDuration(3000)).toBe(3000);
    expect(autoHideDuration(0)).toBeNull();
    expect(() => autoHideDuration(-1)).toThrow('>= 0');
  });
});

/** Buttons that notify, as screens do. */
const Notifier = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Lote salvo', { type: 'success' })}>um</button>
      <button onClick={() => notify('Erro ao carregar detalhes dos lotes', { type: 'error' })}>dois</button>
      <button onClick={() => notify('Fica até fechar', { type: 'info', autoHideDuration: 0 })}>fixa</button>
      <button onClick={() => notify('ra.message.invalid_form', { type: 'error' })}>inválido</button>
      <button onClick={() => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })}>
        salvo
      </button>
      <button onClick={() => notify('Revise a renda', { type: 'warning' })}>aviso</button>
    </>
  );
};

/** A form of its own states, as the procedure's dialogs: its refusal, then its corrected save. */
const OwnForm = () => {
  const notify = useNotify();
  const notice = useFormNotice();
  return (
    <>
      <button onClick={() => notice.show('Confira o andamento da notificação')}>recusado</button>
      <button
        onClick={() => {
          notice.clear();
          notify('Notificado salvo', { type: 'success' });
        }}
      >
        corrigido
      </button>
    </>
  );
};

function renderArea() {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Notifier />
      <OwnForm />
      <AppNotification />
    </AdminContext>,
  );
}

const area = () => screen.getByRole('region', { name: 'Notificações' });

describe('notification area (docs/states.md#states: stacked, close button, timeout)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every notification at once, in order, each with a close button', async () => {
    renderArea();
    await userEvent.click(screen.getByRole('button', { name: 'um' }));
    await userEvent.click(screen.getByRole('button', { name: 'dois' }));
    const alerts = within(area()).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Lote salvo', 'Erro ao carregar detalhes dos lotes']);
    expect(alerts[0].className).toMatch(/Success/u);
    expect(alerts[1].className).toMatch(/Error/u);
    await userEvent.click(within(alerts[0]).getByRole('button', { name: 'Fechar' }));
    expect(
      within(area())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Erro ao carregar detalhes dos lotes']);
  });

  it("drops a form's stale 'not valid' notice: a later save's success, or the same notice again", async () => {
    renderArea();
    const texts = () =>
      within(area())
        .getAllByRole('alert')
        .map((a) => a.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'inválido' }));
    await userEvent.click(screen.getByRole('button', { name: 'dois' }));
    await userEvent.click(screen.getByRole('button', { name: 'aviso' }));
    // Another error or a warning says nothing of the form: the notice stays.
    expect(texts()).toEqual([
      'O formulário não é válido. Verifique os erros',
      'Erro ao carregar detalhes dos lotes',
      'Revise a renda',
    ]);
    // A second refused submit: one notice, the newest.
    await userEvent.click(screen.getByRole('button', { name: 'inválido' }));
    expect(texts()).toEqual([
      'Erro ao carregar detalhes dos lotes',
      'Revise a renda',
      'O formulário não é válido. Verifique os erros',
    ]);
    // The corrected save succeeds: the red notice of the save before it goes.
    await userEvent.click(screen.getByRole('button', { name: 'salvo' }));
    expect(texts()).toEqual(['Erro ao carregar detalhes dos lotes', 'Revise a renda', 'Registro atualizado']);
  });

  it("a form's own notice (useFormNotice): one at a time, gone when its corrected save succeeds, others kept", async () => {
    renderArea();
    const texts = () =>
      within(area())
        .queryAllByRole('alert')
        .map((a) => a.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'recusado' }));
    await userEvent.click(screen.getByRole('button', { name: 'dois' }));
    await userEvent.click(screen.getByRole('button', { name: 'recusado' }));
    expect(texts()).toEqual(['Erro ao carregar detalhes dos lotes', 'Confira o andamento da notificação']);
    await userEvent.click(screen.getByRole('button', { name: 'corrigido' }));
    expect(texts()).toEqual(['Erro ao carregar detalhes dos lotes', 'Notificado salvo']);
  });

  it('closes on a click anywhere on it, as on its close button (docs/states.md#states)', async () => {
    renderArea();
    await userEvent.click(screen.getByRole('button', { name: 'fixa' }));
    await userEvent.click(screen.getByRole('button', { name: 'um' }));
    await userEvent.click(within(area()).getByText('Fica até fechar'));
    expect(
      within(area())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Lote salvo']);
  });

  it('goes after 5000 ms; a timeout of 0 stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderArea();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'um' }));
    await user.click(screen.getByRole('button', { name: 'fixa' }));
    expect(within(area()).getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(4_900));
    expect(within(area()).getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(200));
    expect(
      within(area())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Fica até fechar']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(
      within(area())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Fica até fechar']);
    await user.click(within(area()).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
  });
});
