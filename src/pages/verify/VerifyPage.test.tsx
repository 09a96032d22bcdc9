import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { renderPublic } from '../request-removal/testing';
import { VERIFY_ROUTE, VerifyPage } from './VerifyPage';

const { server } = startMockApi();

const PDF = new TextEncoder().encode('%PDF-1.3 título de teste');

const open = (code: string) => renderPublic(`/verificar/${code}`, { path: VERIFY_ROUTE, element: <VerifyPage /> });

describe('/verificar/{code} (issue 14, public)', () => {
  it('shows status, number, municipality and the masked holder, says it is unsigned, and compares a dropped PDF', async () => {
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', PDF))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    server.use(
      http.get('*/api/public/verify/:code', ({ params }) =>
        params.code === '7K2M9QXDP4TAW8CE'
          ? HttpResponse.json({
              kind: 'titulo-legitimacao',
              number: 'Título nº 0042/2026',
              status: 'válido',
              emitted_at: '2026-11-20T15:00:00.000Z',
              municipality: 'Campinas/SP',
              holder: 'MARIA S. O.',
              sha256: digest,
              signed: false,
            })
          : HttpResponse.json({ message: 'Código de verificação não encontrado.' }, { status: 404 }),
      ),
    );
    open('7K2M9QXDP4TAW8CE');
    const table = await screen.findByRole('table', { name: 'Verificação de documento' });
    for (const text of ['válido', 'Título nº 0042/2026', 'Campinas/SP', 'MARIA S. O.'])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Documento não assinado digitalmente.')).toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([PDF], 'titulo.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText('O arquivo é idêntico ao documento registrado (SHA-256 confere).'),
    ).toBeInTheDocument();
    const changed = new Uint8Array(PDF);
    changed[3] ^= 1;
    fireEvent.change(input, { target: { files: [new File([changed], 'titulo.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText('O arquivo NÃO é idêntico ao documento registrado: pode ter sido alterado.'),
    ).toBeInTheDocument();
  });

  it('an unknown code says so in Portuguese', async () => {
    server.use(http.get('*/api/public/verify/:code', () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    open('AAAA');
    await waitFor(() =>
      expect(
        screen.getByText('Código de verificação não encontrado. Confira o código impresso no documento.'),
      ).toBeInTheDocument(),
    );
  });
});
