import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { mockEmissions } from '../../../mock-api/emissions';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import type { Emission } from '../../providers/data/emissions';
import { EmissionsTable } from './EmissionsTable';
import { recordDownloads } from '../reports/testing';
import { onPhone } from '../../components/testing/phone';

const { calls } = startMockApi();

const row = (over: Partial<Emission>): Emission => ({
  id: 1,
  kind: 'cert-reg-fund',
  number: 3,
  year: 2026,
  label: 'CRF nº 003/2026',
  status: 'valid',
  emitted_at: '2026-11-20T15:00:00Z',
  emitted_by: 'Gestora',
  lot_ids: [1],
  lots: [{ id: 1, name: 'Lote 1' }],
  sha256: 'a'.repeat(64),
  verification_code: 'T5X9MYDRCFHWHF5Z',
  complementar_of: null,
  superseded_by: null,
  format: 'pdf',
  signed: true,
  legacy: false,
  downloadable: true,
  cancel_reason: null,
  cancelled_at: null,
  ...over,
});

describe('the emission register: "Pacote para o cartório" (issue 15 part 8)', () => {
  it(
    'offers the registry package only for an emitted PDF CRF, and downloads the ZIP',
    { timeout: 30_000 },
    async () => {
      const saved = recordDownloads();
      mockEmissions.push(
        row({}),
        row({ id: 2, number: 4, label: 'CRF nº 004/2026', status: 'cancelled', cancel_reason: 'Engano' }),
        row({ id: 3, kind: 'titulo-legitimacao', number: 42, label: 'Título nº 0042/2026' }),
        row({ id: 4, number: 5, label: 'CRF nº 005/2026', format: 'xlsx' }),
      );
      renderAdmin({
        account: 'admin',
        path: '/projects/1/emissions',
        routes: <Route path="/projects/:id/emissions" element={<EmissionsTable projectId={1} admin />} />,
      });
      const button = await screen.findByRole('button', { name: 'Pacote para o cartório CRF nº 003/2026' });
      expect(screen.getAllByRole('button', { name: /^Pacote para o cartório/ })).toHaveLength(1);
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveLength(1));
      const [{ name, blob }] = saved;
      expect(name).toBe('pacote-cartorio-CRF-003-2026.zip');
      expect(blob?.size).toBe(22);
      expect((await calls()).map((c) => c.path)).toContain('/api/emissions/1/package');
    },
  );
});

/** `count` títulos of lot 1 (Lote 1) and lot 2 (Lote Jatobá), numbered 1…count, the newest first. */
const titulos = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const number = count - i;
    const lot = number === 7 ? { id: 2, name: 'Lote Jatobá' } : { id: 1, name: 'Lote 1' };
    return row({
      id: 100 + number,
      kind: 'titulo-legitimacao',
      number,
      label: `Título nº ${String(number).padStart(4, '0')}/2026`,
      lot_ids: [lot.id],
      lots: [lot],
    });
  });

const openRegister = () =>
  renderAdmin({
    account: 'admin',
    path: '/projects/1/emissions',
    routes: <Route path="/projects/:id/emissions" element={<EmissionsTable projectId={1} admin searchable />} />,
  });
const shownNumbers = () =>
  within(screen.getByRole('table', { name: 'Documentos emitidos' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);
const asked = async () =>
  (await calls())
    .filter((c) => c.path.startsWith('/api/projects/1/emissions'))
    .map((c) => new URL(c.path, 'http://x').searchParams);

describe('the emission register of a large project', () => {
  it("shows 20 at a time with the app's pager and how many there are, down to the first título", async () => {
    const user = userEvent.setup();
    mockEmissions.push(...titulos(45));
    openRegister();
    expect(await screen.findByText('1-20 de 45', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(shownNumbers()).toHaveLength(20);
    expect(shownNumbers()[0]).toBe('Título nº 0045/2026');
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(await screen.findByText('41-45 de 45', undefined, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(shownNumbers().at(-1)).toBe('Título nº 0001/2026'));
    expect(shownNumbers()).toHaveLength(5);
    expect((await asked()).map((p) => [p.get('page'), p.get('count')])).toEqual([
      ['1', '20'],
      ['3', '20'],
    ]);
  });

  it('searches by number or lot once typing pauses, from the first page, and says when none matches', async () => {
    const user = userEvent.setup();
    mockEmissions.push(...titulos(45));
    openRegister();
    await screen.findByText('1-20 de 45', undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await screen.findByText('21-40 de 45', undefined, { timeout: 5_000 });
    const search = screen.getByRole('searchbox', { name: 'Buscar por número, lote ou titular' });
    await user.type(search, 'jatoba');
    await waitFor(() => expect(shownNumbers()).toEqual(['Título nº 0007/2026']), { timeout: 5_000 });
    const searched = (await asked()).filter((p) => p.get('q'));
    // One request for the whole word, from page 1.
    expect(searched.map((p) => [p.get('q'), p.get('page')])).toEqual([['jatoba', '1']]);
    await user.clear(search);
    await user.type(search, '0044/2026');
    await waitFor(() => expect(shownNumbers()).toEqual(['Título nº 0044/2026']), { timeout: 5_000 });
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Nenhum registro encontrado.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    // The search box stays, to search again.
    expect(search).toHaveValue('zzz');
  });

  it('on a phone, one card an emission, nothing wider than the screen, and the pager beneath', async () => {
    onPhone();
    const user = userEvent.setup();
    mockEmissions.push(...titulos(45));
    openRegister();
    const list = await screen.findByRole('list', { name: 'Documentos emitidos' }, { timeout: 15_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    const first = within(cards[0]);
    expect(first.getByText('Título nº 0045/2026')).toBeInTheDocument();
    expect(first.getByText('Título de legitimação')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Lote 1' })).toHaveAttribute('href', '/lots/1/edit');
    expect(first.getByRole('button', { name: 'Cancelar Título nº 0045/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('21-40 de 45', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });
});
