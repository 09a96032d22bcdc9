import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { STALE_MESSAGE } from '../../components/conflict';
import { mockLot, openLot } from './testing';
import { LOT_FORM_TEST, LOT_FORM_WAIT } from '../../components/testing/timeouts';

const { server, calls } = startMockApi();
const SLOW = LOT_FORM_TEST;
const nameInput = () => screen.getByLabelText(/^Identificador/) as HTMLInputElement;

describe('Editar Lote: a save from a stale copy (issue 8)', SLOW, () => {
  it('sends the version it loaded, shows the message with Recarregar, reloads keeping what was typed, then saves', async () => {
    mockLot(1, { name: 'Lote 01', version: 4 });
    const sent: (string | null)[] = [];
    let stale = true;
    server.use(
      http.patch('*/api/lots/1', ({ request }) => {
        sent.push(request.headers.get('If-Match'));
        if (stale) return HttpResponse.json({ message: STALE_MESSAGE }, { status: 409 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    openLot('/lots/1/edit', 'projectAdmin');
    await waitFor(() => expect(nameInput()).toHaveValue('Lote 01'), LOT_FORM_WAIT);
    await user.clear(nameInput());
    await user.click(nameInput());
    await user.paste('Lote 01-A');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Registro alterado' });
    expect(within(dialog).getByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual(['4']);

    // Meanwhile the other person's save moved the lot on.
    mockLot(1, { version: 5, n_selagem: 'S-OUTRA' });
    stale = false;
    const before = (await calls()).filter((c) => c.method === 'GET' && c.path === '/api/lots/1').length;
    // The current version is slow to come: until it is in, the offer stays open and busy, so a quick
    // 'Salvar' cannot send the stale copy again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/lots/1', async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Recarregar/ })).toBeDisabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    release();
    await waitFor(async () =>
      expect((await calls()).filter((c) => c.method === 'GET' && c.path === '/api/lots/1').length).toBe(before + 1),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(nameInput()).toHaveValue('Lote 01-A');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toEqual(['4', '5']));
    const saved = (await calls()).filter((c) => c.method === 'PATCH' && c.path === '/api/lots/1').at(-1);
    expect(saved?.body).toMatchObject({ name: 'Lote 01-A', n_selagem: 'S-OUTRA' });
  });

  it('other failures keep their own notice (no reload offer)', async () => {
    server.use(
      http.patch('*/api/lots/1', () =>
        HttpResponse.json({ message: 'Já existe um lote com este nome nesta quadra.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    openLot('/lots/1/edit', 'projectAdmin');
    await waitFor(() => expect(nameInput()).toHaveValue('Lote 01'), LOT_FORM_WAIT);
    await user.click(nameInput());
    await user.paste('-B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um lote com este nome nesta quadra.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
