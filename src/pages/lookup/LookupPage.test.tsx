import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { protocolCheckCharacter } from '../../../domain/registry/protocol.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { startMockApi } from '../../components/testing/server';
import { renderPublic } from '../request-removal/testing';
import { LOOKUP_ROUTE, LookupPage } from './LookupPage';

const { server } = startMockApi();

const PROTOCOL = `7K2M9QXDP${protocolCheckCharacter('7K2M9QXDP')}`;
const open = () => renderPublic(LOOKUP_ROUTE, { path: LOOKUP_ROUTE, element: <LookupPage /> });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/consulta (issue 16 part 6, public)', () => {
  it('says a mistyped protocol at once, without calling the server', async () => {
    let called = false;
    server.use(
      http.post('*/api/public/lookup', () => {
        called = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    open();
    type(/^Protocolo/, '7K2M9-QXDPZ');
    type(/^Data de nascimento/, '21061978');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(MESSAGES.lookupProtocol)).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('shows the stages in plain Portuguese and the masked holder, or the server’s one refusal', async () => {
    server.use(
      http.post('*/api/public/lookup', async ({ request }) => {
        const body = (await request.json()) as { protocol: string; birth_date: string };
        return body.birth_date === '21/06/1978'
          ? HttpResponse.json({
              project_stage: 'registro',
              lot_stage: 'registrado',
              project_stage_text: 'Registrada: a regularização do núcleo foi registrada.',
              lot_stage_label: 'Registrado (matrícula aberta)',
              lot_stage_text: 'O seu lote foi registrado no cartório de registro de imóveis.',
              holder: 'MARIA S.',
            })
          : HttpResponse.json({ message: MESSAGES.lookupNotFound }, { status: 404 });
      }),
    );
    open();
    type(/^Protocolo/, `${PROTOCOL.slice(0, 5)}-${PROTOCOL.slice(5)}`.toLowerCase());
    type(/^Data de nascimento/, '22061978');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(MESSAGES.lookupNotFound)).toBeInTheDocument();
    type(/^Data de nascimento/, '21061978');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('lot-stage')).toHaveTextContent('Registrado (matrícula aberta)');
    expect(screen.getByText('MARIA S.')).toBeInTheDocument();
  });
});
