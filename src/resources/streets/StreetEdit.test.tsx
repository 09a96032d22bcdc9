import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STALE_MESSAGE } from '../../components/conflict';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { streetsResource } from '.';

const { server, calls } = startMockApi();

/**
 * Editar Rua stands for every <Edit> screen (projects, blocks, streets): a save from a stale
 * copy (409, issue 8) offers Recarregar instead of a bare notice, and the typing survives it.
 */
describe('Editar Rua: a save from a stale copy', () => {
  it('sends the version, offers Recarregar, reloads keeping the typing', { timeout: 40_000 }, async () => {
    let version = 2;
    let gets = 0;
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/streets/7', () => {
        gets += 1;
        return HttpResponse.json({
          id: 7,
          name: 'Rua das Flores',
          project_id: 1,
          updated_at: '2026-03-10T12:00:00.000Z',
          version,
        });
      }),
      http.patch('*/api/streets/7', async ({ request }) => {
        const body = (await request.json()) as { version?: number };
        const v = request.headers.get('If-Match') ?? String(body.version ?? '');
        sent.push(v);
        if (v !== String(version)) return HttpResponse.json({ message: STALE_MESSAGE }, { status: 409 });
        return HttpResponse.json({ ...body, id: 7, project_id: 1, version: version + 1 });
      }),
    );
    renderAdmin({ account: 'projectAdmin', path: '/streets/7/edit', resources: [streetsResource] });
    const name = (await screen.findByRole('textbox', { name: /Nome/ })) as HTMLInputElement;
    await waitFor(() => expect(name).toHaveValue('Rua das Flores'));
    version = 3;
    await userEvent.clear(name);
    await userEvent.type(name, 'Rua das Flores Novas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Registro alterado' });
    expect(within(dialog).getByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual(['2']);
    const before = gets;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(gets).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Rua das Flores Novas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toEqual(['2', '3']));
  });
});

describe('a street that is not there', () => {
  it('its view says "Rua não encontrada" (it was a toast and the list)', async () => {
    renderAdmin({ account: 'admin', path: '/streets/9999', resources: [streetsResource] });
    expect(await screen.findByRole('heading', { name: 'Rua não encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('O registro não existe')).toBeNull();
  });

  it('its editor says "Rua não encontrada" at once, asked once (it stood blank)', async () => {
    renderAdmin({ account: 'admin', path: '/streets/9999/edit', resources: [streetsResource] });
    expect(await screen.findByRole('heading', { name: 'Rua não encontrada' })).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path === '/api/streets/9999')).toHaveLength(1);
  });
});
