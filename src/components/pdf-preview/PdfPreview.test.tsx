import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../testing/renderAdmin';
import { holdAnswer, startMockApi } from '../testing/server';
import { tinyPdf } from '../../../mock-api/documents.ts';
import { PdfPreview } from './PdfPreview';
import { PdfDrawingProvider } from './drawing';
import { fakePdfDrawing } from './fakePdfDrawing';

// Only pdf.js's drawing and the print dialog are replaced (see fakePdfDrawing): the fetch and the
// controls are real (the journeys print for real).
const printPdf = vi.fn(async (_pdf: Blob) => undefined);
const drawing = fakePdfDrawing(printPdf);
const renderPreview = (ui: ReactNode) =>
  renderWithAdmin(<PdfDrawingProvider drawing={drawing}>{ui}</PdfDrawingProvider>);

const { server, calls } = startMockApi();
const PDF = 'http://localhost/api/projects/1/relatorio-tecnico/pdf';

beforeEach(() => {
  printPdf.mockClear();
  server.use(http.get(PDF, () => new HttpResponse(tinyPdf(4), { headers: { 'Content-Type': 'application/pdf' } })));
});

const shownPage = () => screen.getByTestId('pdf-page').getAttribute('data-page');

describe('PdfPreview', () => {
  it('fetches the PDF with the Bearer token and pages through it with the input and the arrows', async () => {
    renderPreview(<PdfPreview projectId={1} document="relatorio-tecnico" version={0} />);
    expect(await screen.findByText('de 4')).toBeInTheDocument();
    expect(shownPage()).toBe('1');
    expect((await calls()).filter((c) => c.path === '/api/projects/1/relatorio-tecnico/pdf')).toHaveLength(1);
    const input = screen.getByRole('spinbutton', { name: 'Página' });
    expect(input).toHaveAttribute('max', '4');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(shownPage()).toBe('2');
    fireEvent.change(input, { target: { value: '4' } });
    expect(shownPage()).toBe('4');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    // Beyond the last page goes to the last; an empty box waits for a number.
    fireEvent.change(input, { target: { value: '99' } });
    expect(shownPage()).toBe('4');
    expect(input).toHaveValue(4);
    fireEvent.change(input, { target: { value: '' } });
    expect(shownPage()).toBe('4');
    fireEvent.change(input, { target: { value: '0' } });
    expect(shownPage()).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(shownPage()).toBe('1');
  });

  it('sends the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(
        PDF,
        ({ request }) => ((authorization = request.headers.get('authorization')), new HttpResponse(tinyPdf(1))),
      ),
    );
    renderPreview(<PdfPreview projectId={1} document="relatorio-tecnico" version={0} />);
    expect(await screen.findByText('de 1')).toBeInTheDocument();
    expect(authorization).toBe('Bearer admin');
  });

  it('fetches again when the version changes (after a save)', async () => {
    const Saving = () => {
      const [version, setVersion] = useState(0);
      return (
        <>
          <button onClick={() => setVersion((n) => n + 1)}>Salvo</button>
          <PdfPreview projectId={1} document="relatorio-tecnico" version={version} />
        </>
      );
    };
    renderPreview(<Saving />);
    expect(await screen.findByText('de 4')).toBeInTheDocument();
    server.use(http.get(PDF, () => new HttpResponse(tinyPdf(2))));
    await userEvent.click(screen.getByRole('button', { name: 'Salvo' }));
    expect(await screen.findByText('de 2')).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path.endsWith('/relatorio-tecnico/pdf'))).toHaveLength(2);
  });

  it("keeps the project's last PDF while a save's comes, and never draws or prints another project's", async () => {
    const Switching = () => {
      const [projectId, setProjectId] = useState(1);
      const [version, setVersion] = useState(0);
      return (
        <>
          <button onClick={() => setVersion((n) => n + 1)}>Salvo</button>
          <button onClick={() => setProjectId(2)}>Outro projeto</button>
          <PdfPreview projectId={projectId} document="relatorio-tecnico" version={version} />
        </>
      );
    };
    renderPreview(<Switching />);
    const print = await screen.findByRole('button', { name: 'Imprimir' });
    await waitFor(() => expect(print).toBeEnabled());
    const saved = holdAnswer(server, PDF);
    await userEvent.click(screen.getByRole('button', { name: 'Salvo' }));
    await waitFor(() => expect(saved.asked()).toBe(true));
    expect(screen.getByTestId('pdf-page')).toBeInTheDocument();
    saved.release();
    const other = holdAnswer(server, 'http://localhost/api/projects/2/relatorio-tecnico/pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Outro projeto' }));
    await waitFor(() => expect(other.asked()).toBe(true));
    expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    other.release();
  });

  it('Imprimir prints the PDF that was fetched', async () => {
    renderPreview(<PdfPreview projectId={1} document="relatorio-tecnico" version={0} />);
    const print = await screen.findByRole('button', { name: 'Imprimir' });
    await waitFor(() => expect(print).toBeEnabled());
    await userEvent.click(print);
    expect(printPdf).toHaveBeenCalledTimes(1);
    const printed = printPdf.mock.calls[0][0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(printed);
    });
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Count 4');
  });

  it('says in Portuguese when the PDF cannot be made, and tries again on request', async () => {
    server.use(
      http.get(PDF, () => HttpResponse.json({ message: 'Configure o relatório primeiro' }, { status: 409 }), {
        once: true,
      }),
    );
    renderPreview(<PdfPreview projectId={1} document="relatorio-tecnico" version={0} />);
    expect(
      await screen.findByText(/Não foi possível gerar o PDF\. Configure o relatório primeiro/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('de 4')).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível/)).not.toBeInTheDocument();
  });
});
