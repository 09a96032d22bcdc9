import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAVED_CHANGES_PROMPT } from '../../components/domain/UnsavedChangesGuard';
import { startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { mockLot, openLot } from './testing';
import { LOT_FORM_TEST, LOT_FORM_WAIT } from '../../components/testing/timeouts';

startMockApi();

const SLOW = LOT_FORM_TEST;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function openEditor(id = 1) {
  const app = openLot(`/lots/${id}/edit`);
  await waitFor(
    () => expect(field(/^Identificador/)).toHaveValue(mockStore.lots.find((l) => l.id === id)!.name as string),
    LOT_FORM_WAIT,
  );
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('Editar Lote: nothing lost (issue #18)', SLOW, () => {
  it('asks before Voltar drops an edit; staying keeps it, confirming leaves', async () => {
    mockLot(1, { observations: '' });
    await openEditor();
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(field(/^Identificador/));
    await user.paste(' B');
    await user.click(screen.getByRole('link', { name: /Voltar/ }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(field(/^Identificador/).value).toMatch(/ B$/);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: /Voltar/ }));
    await waitFor(() => expect(screen.queryByLabelText(/^Identificador/)).not.toBeInTheDocument());
  });

  it('leaves an unchanged form without asking', async () => {
    await openEditor();
    const confirm = vi.spyOn(window, 'confirm');
    await userEvent.click(screen.getByRole('link', { name: /Voltar/ }));
    await waitFor(() => expect(screen.queryByLabelText(/^Identificador/)).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('offers the 27 UFs for "UF do RG", not free text', async () => {
    await openEditor();
    expect(screen.queryByRole('textbox', { name: /^UF do RG/ })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^UF do RG/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent).filter((t) => /^[A-Z]{2} — /.test(t ?? ''))).toHaveLength(27);
    expect(screen.getByRole('option', { name: 'SP — São Paulo' })).toBeInTheDocument();
  });
});
