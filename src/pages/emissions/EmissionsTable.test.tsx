import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { mockEmissions } from '../../../mock-api/emissions';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import type { Emission } from '../../providers/data/emissions';
import { EmissionsTable } from './EmissionsTable';
import { recordDownloads } from '../reports/testing';

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
