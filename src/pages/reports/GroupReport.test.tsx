import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { openReports, recordDownloads, textOf } from './testing';

const { server, calls } = startMockApi();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const JOB = '00000000-0000-4000-8000-000000000001';
const job = (status: string, progress: number, extra: Record<string, unknown> = {}) => ({
  job_id: JOB,
  status,
  progress,
  message: `${status} ${progress}`,
  file_name: null,
  download_url: null,
  error: null,
  expires_at: null,
  ...extra,
});

/** The status call answers these in turn (the last one repeats). */
function scriptStatus(...answers: Array<() => Response | Promise<Response>>) {
  let n = 0;
  server.use(http.get('*/api/project-groups/report-status/:id', () => answers[Math.min(n++, answers.length - 1)]()));
}
const statusCalls = async () => (await calls()).filter((c) => c.path.startsWith('/api/project-groups/report-status/'));
const bar = () => screen.getByRole('progressbar', { name: 'Relatório Socioeconômico - Todas as Etapas' });
const start = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório de todas as etapas' }));

describe('Relatório de todas as etapas (group job, docs/states.md#states, docs/errors.md#errors)', () => {
  it('starts at 0 with the starting message, polls every 2 s while processing in blue, turns green and saves the PDF', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = recordDownloads();
    server.use(
      http.get('*/api/project-groups/:groupId/socioeconomic-report', async () => {
        await delay(300);
        return HttpResponse.json({ job_id: JOB });
      }),
      http.get('*/api/project-groups/report-download/:id', async () => {
        await delay(300);
        return new HttpResponse('%PDF group', {
          headers: { 'content-disposition': 'attachment; filename="outro.pdf"' },
        });
      }),
    );
    scriptStatus(
      () => HttpResponse.json(job('processing', 40)),
      () =>
        HttpResponse.json(
          job('completed', 100, {
            download_url: 'http://localhost/api/project-groups/report-download/x?expires=1&signature=s',
          }),
        ),
    );
    openReports();
    await start();
    expect(await screen.findByText(/0% — Iniciando geração do relatório\.\.\./)).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(await screen.findByText(/40% — processing 40/)).toBeInTheDocument();
    expect(bar().className).toMatch(/MuiLinearProgress-colorPrimary/);
    expect(await statusCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await statusCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(async () => expect(await statusCalls()).toHaveLength(2));
    // Completed: green while the file downloads, then the state resets.
    await waitFor(() => expect(bar().className).toMatch(/MuiLinearProgress-colorSuccess/));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Relatório Socioeconômico-Todas as Etapas.pdf']));
    expect(await textOf(saved[0].blob)).toBe('%PDF group');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Todas as Etapas/ })).toBeNull());
    const [startCall] = (await calls()).filter((c) => c.path.startsWith('/api/project-groups/1/socioeconomic-report'));
    expect(startCall.path).toBe('/api/project-groups/1/socioeconomic-report?complete=true');
  });

  it("shows 'Erro ao gerar relatório: ' with the job's error, or 'Erro desconhecido', and a red bar", async () => {
    scriptStatus(() => HttpResponse.json(job('failed', 60, { error: 'Sem lotes no grupo' })));
    openReports();
    await start();
    expect(await screen.findByText('Erro ao gerar relatório: Sem lotes no grupo')).toBeInTheDocument();
    expect(bar().className).toMatch(/MuiLinearProgress-colorError/);
    scriptStatus(() => HttpResponse.json(job('error', 10)));
    await start();
    expect(await screen.findByText('Erro ao gerar relatório: Erro desconhecido')).toBeInTheDocument();
    expect(bar().className).toMatch(/MuiLinearProgress-colorError/);
  });

  it("shows 'Erro ao iniciar geração do relatório: ' when the job cannot start", async () => {
    server.use(
      http.get('*/api/project-groups/:groupId/socioeconomic-report', () =>
        HttpResponse.json({ message: 'Fila indisponível' }, { status: 503 }),
      ),
    );
    openReports();
    await start();
    expect(await screen.findByText('Erro ao iniciar geração do relatório: Fila indisponível')).toBeInTheDocument();
    expect(await statusCalls()).toEqual([]);
  });

  it("shows 'Erro ao verificar status: ' when the status call fails, and stops polling", async () => {
    scriptStatus(() => HttpResponse.json({ message: 'Relatório não encontrado' }, { status: 404 }));
    openReports();
    await start();
    expect(await screen.findByText('Erro ao verificar status: Relatório não encontrado')).toBeInTheDocument();
    expect(bar().className).toMatch(/MuiLinearProgress-colorError/);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await statusCalls()).toHaveLength(1);
  });

  it("shows 'Erro ao baixar relatório: ' when the finished file cannot be fetched", async () => {
    const saved = recordDownloads();
    scriptStatus(() =>
      HttpResponse.json(
        job('completed', 100, {
          download_url: 'http://localhost/api/project-groups/report-download/y?expires=1&signature=s',
        }),
      ),
    );
    server.use(
      http.get('*/api/project-groups/report-download/:id', () =>
        HttpResponse.json({ message: 'Link expirado ou inválido' }, { status: 403 }),
      ),
    );
    openReports();
    await start();
    expect(await screen.findByText('Erro ao baixar relatório: Link expirado ou inválido')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('stops polling when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    scriptStatus(() => HttpResponse.json(job('processing', 20)));
    const { unmount } = openReports();
    await start();
    await screen.findByText(/20% — processing 20/);
    unmount();
    await vi.advanceTimersByTimeAsync(6000);
    expect(await statusCalls()).toHaveLength(1);
  });

  it('is not offered for a project outside any group', async () => {
    openReports('admin', 5);
    await screen.findByRole('button', { name: 'Socioeconômico' });
    expect(screen.queryByRole('button', { name: 'Gerar relatório de todas as etapas' })).toBeNull();
  });
});
