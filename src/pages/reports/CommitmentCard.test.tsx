import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { openReports, recordDownloads, textOf } from './testing';

const { server } = startMockApi();
afterEach(() => vi.restoreAllMocks());

describe('Relatórios: the termo de compromisso (Decreto 9.310/2018, art. 3º, V; art. 30, IX e X; art. 21, § 1º)', () => {
  it('downloads it under the server’s name, and shows the server’s refusal as it says it', async () => {
    const saved = recordDownloads();
    const refusal =
      'Informe na Configuração de Relatórios o cronograma físico de obras e serviços: é o conteúdo do termo de compromisso (Decreto nº 9.310/2018, art. 3º, § 2º, e art. 30, IX e X).';
    let refuse = true;
    server.use(
      http.get('*/api/projects/1/termo-compromisso.pdf', () =>
        refuse
          ? HttpResponse.json({ message: refusal }, { status: 409 })
          : new HttpResponse('%PDF-1.7 termo', {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': "inline; filename*=UTF-8''Termo%20de%20compromisso.pdf",
              },
            }),
      ),
    );
    openReports();
    expect(
      await screen.findByRole('heading', { name: 'Termo de compromisso' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/integra a CRF \(Decreto 9\.310\/2018, art\. 3º, V/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Termo de compromisso (PDF)' });
    await userEvent.click(button);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(saved).toEqual([]);
    refuse = false;
    await userEvent.click(button);
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Termo de compromisso.pdf']));
    expect(await textOf(saved[0].blob)).toBe('%PDF-1.7 termo');
  });
});
