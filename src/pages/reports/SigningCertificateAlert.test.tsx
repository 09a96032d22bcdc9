import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { mockSigning } from '../../../mock-api/emissions';
import { API } from '../../../mock-api/http.ts';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { EmissionsPage } from '../emissions/EmissionsPage';
import { SIGNING_NOTICE_DAYS } from '../../../domain/emissions/signing-validity.ts';
import { certificateNotice } from './SigningCertificateAlert';

const { calls, server } = startMockApi();

const DAY = 86_400_000;
const certificate = (fromDays: number, untilDays: number) => ({
  holder: 'MUNICIPIO DE TESTE',
  valid_from: new Date(Date.now() + fromDays * DAY).toISOString(),
  valid_until: new Date(Date.now() + untilDays * DAY).toISOString(),
});

describe('the signing certificate on the screens that emit (a título or CRF never signed out of its validity)', () => {
  it('says nothing while it lasts beyond the notice, or with no certificate', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    expect(certificateNotice({ certificate: null }, now)).toBeNull();
    const valid = {
      holder: 'M',
      valid_from: '2026-01-10T12:00:00Z',
      valid_until: new Date(now + (SIGNING_NOTICE_DAYS + 1) * DAY).toISOString(),
    };
    expect(certificateNotice({ certificate: valid }, now)).toBeNull();
    expect(
      certificateNotice({ certificate: { ...valid, valid_until: new Date(now + 10 * DAY).toISOString() } }, now),
    ).toMatchObject({ severity: 'warning', key: 'ending', days: 10 });
    expect(
      certificateNotice({ certificate: { ...valid, valid_until: new Date(now - 1).toISOString() } }, now),
    ).toMatchObject({ severity: 'error', key: 'expired' });
    expect(
      certificateNotice({ certificate: { ...valid, valid_from: new Date(now + 1).toISOString() } }, now),
    ).toMatchObject({ severity: 'error', key: 'not_yet' });
  });

  const openRegister = () =>
    renderAdmin({
      account: 'admin',
      path: '/projects/1/emissions',
      routes: <Route path="/projects/:id/emissions" element={<EmissionsPage />} />,
    });

  it('warns in the register when it ends within the notice, saying the day and the days left', async () => {
    mockSigning.certificate = certificate(-300, 12.5);
    openRegister();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/vence em \d\d\/\d\d\/\d{4} \(faltam 13 dias\)\. Providencie a renovação/);
  });

  it('says no PDF can be emitted once it has expired', async () => {
    mockSigning.certificate = certificate(-400, -2);
    openRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /venceu em \d\d\/\d\d\/\d{4}\. Nenhum título nem CRF em PDF pode ser emitido/,
    );
  });

  it('says no PDF can be emitted when the server cannot open the certificate, at once', async () => {
    server.use(
      http.get(`${API}/emissions/signing-certificate`, () =>
        HttpResponse.json(
          { message: 'O certificado de assinatura configurado (SIGNING_P12) não pôde ser lido.' },
          { status: 503 },
        ),
      ),
    );
    openRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'não pôde ser lido no servidor. Nenhum título nem CRF em PDF pode ser emitido até que ele seja corrigido; as minutas continuam disponíveis. Avise o administrador do sistema',
    );
    // Said on the first answer, not after the retries a passing fault gets (three, seconds apart).
    expect((await calls()).filter((c) => c.path === '/api/emissions/signing-certificate')).toHaveLength(1);
  });

  it('shows no alert with a certificate valid for long', async () => {
    mockSigning.certificate = certificate(-1, 300);
    openRegister();
    await screen.findByText('Nenhum documento emitido.');
    // The certificate was asked and its answer drawn.
    await waitFor(async () =>
      expect((await calls()).map((c) => c.path)).toContain('/api/emissions/signing-certificate'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
