import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { renderWithAdmin } from '../../components/testing/renderAdmin';
import { setupUploadTestEnvironment, testFile } from '../../components/upload/testing';
import type { GeometryImportReport } from '../../providers/data/geometry';
import { GeometryImportDialog } from './GeometryImportDialog';

const { server } = startMockApi();
setupUploadTestEnvironment();

const match = (feature: number, lot: number) => ({
  feature,
  key: `Q07-L0${lot}`,
  lot_id: 10 + lot,
  lot_name: `Q07-L0${lot}`,
  vertices: 4,
  dropped: 0,
  notes: [],
  checks: [],
});
const DRY_RUN: GeometryImportReport = {
  dry_run: true,
  applied: false,
  match_by: 'lote',
  match_field: 'name',
  attributes: ['lote'],
  features: 2,
  matched: [match(1, 1), match(2, 2)],
  unmatched: [],
  conflicting: [],
  failing_lots: 0,
  written: 0,
};
const REMOVED = 'Lote removido durante a importação; não foi gravado';

/** The server's answers: the dry run, then `applied` for the import itself; each form is read whole. */
function answering(applied: GeometryImportReport) {
  server.use(
    http.post('*/api/projects/:id/geometry-import', async ({ request }) => {
      const form = await request.formData();
      expect([form.get('match_by'), (form.get('file') as File).name]).toEqual(['lote', 'lotes.geojson']);
      return HttpResponse.json(new URL(request.url).searchParams.get('dry_run') === 'false' ? applied : DRY_RUN);
    }),
  );
}

async function simulateThenApply() {
  const onClose = vi.fn();
  const onApplied = vi.fn();
  renderWithAdmin(<GeometryImportDialog projectId={1} open onClose={onClose} onApplied={onApplied} />);
  const geojson = [...new TextEncoder().encode('{"type":"FeatureCollection","features":[]}')];
  await userEvent.upload(screen.getByLabelText('Arquivo'), testFile('lotes.geojson', 'application/geo+json', geojson));
  await userEvent.type(screen.getByLabelText('Atributo do arquivo que identifica o lote'), 'lote');
  await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Aplicar 2 lotes' }));
  return { onClose, onApplied };
}

describe('Importar geometrias: the answer of an applied import (issue 19, goal 5)', () => {
  it('every planned lot written: says so and closes', async () => {
    answering({ ...DRY_RUN, dry_run: false, applied: true, written: 2 });
    const { onClose, onApplied } = await simulateThenApply();
    expect(
      await screen.findByText('2 lotes atualizados; cada alteração está no histórico do lote'),
    ).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a lot removed while the import ran: the warning, and the report stays open with it among the conflicts', async () => {
    answering({
      ...DRY_RUN,
      dry_run: false,
      applied: true,
      written: 1,
      matched: [match(1, 1)],
      conflicting: [{ feature: 2, key: 'Q07-L02', lot_id: 12, reason: REMOVED }],
    });
    const { onClose, onApplied } = await simulateThenApply();
    expect(
      await screen.findByText(
        '1 lotes atualizados; 1 removidos durante a importação não foram gravados (veja os conflitos)',
      ),
    ).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    const report = screen.getByRole('region', { name: 'Relatório da simulação' });
    expect(within(report).getByText(`Feição 2 (Q07-L02): ${REMOVED}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar 1 lotes' })).toBeDisabled();
  });
});
