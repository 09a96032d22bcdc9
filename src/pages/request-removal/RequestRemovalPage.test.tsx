import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { REQUEST_REMOVAL_ROUTE, emailProblem } from './RequestRemovalPage';
import { renderPublic } from './testing';

const { server, calls } = startMockApi();
const headers: Array<string | null> = [];
server.events.on('request:start', ({ request }) => void headers.push(request.headers.get('authorization')));

const open = () => renderPublic(REQUEST_REMOVAL_ROUTE, { path: '/nada', element: null });
const field = () => screen.getByRole('textbox', { name: /E-mail/ });
const submit = () => screen.getByRole('button', { name: 'Enviar' });

describe('/request-removal (docs/screens.md#screens, docs/states.md#states, docs/validation.md#validation, docs/errors.md#errors)', () => {
  it('opens without a session, with the submit disabled until the address is valid', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Remover meus dados' });
    expect(submit()).toBeDisabled();
    await user.type(field(), 'maria@exemplo');
    await user.tab();
    expect(screen.getByText('Favor inserir um email válido.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(field(), '.com.br');
    expect(screen.queryByText('Favor inserir um email válido.')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("shows 'Enviando...' while it goes, then the success, having sent the address without a token", async () => {
    server.use(http.post('*/api/data-removal', async () => (await delay(150), HttpResponse.json({ message: 'ok' }))));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), ' maria@exemplo.com.br ');
    headers.length = 0;
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(
      await screen.findByText('Solicitação enviada com sucesso, verifique seu email para os próximos passos!'),
    ).toBeInTheDocument();
    expect((await calls()).filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/data-removal', body: { email: 'maria@exemplo.com.br' } },
    ]);
    expect(headers).toEqual([null]);
  });

  it('says so when the server refuses, and lets the person try again', async () => {
    server.use(
      http.post('*/api/data-removal', () =>
        HttpResponse.json({ message: 'Muitas solicitações deste endereço de rede.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    await user.click(submit());
    expect(await screen.findByText('Ocorreu um erro, tente novamente')).toBeInTheDocument();
    expect(screen.getByText('Muitas solicitações deste endereço de rede.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it.each([
    [
      'a JSON body',
      () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
          { status: 500 },
        ),
    ],
    ['no body', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })],
    ['an HTML page', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway' })],
  ])('on a server fault (5xx, %s) shows only the Portuguese error, not the English status', async (_, answer) => {
    server.use(http.post('*/api/data-removal', answer));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Ocorreu um erro, tente novamente'));
    expect(alert).toHaveTextContent(/^Ocorreu um erro, tente novamente$/);
    expect(screen.queryByText(/Internal Server Error|Bad Gateway/)).not.toBeInTheDocument();
  });

  it('tells a network failure apart', async () => {
    server.use(http.post('*/api/data-removal', () => HttpResponse.error()));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByText('Ocorreu um erro de rede, tente novamente mais tarde')).toBeInTheDocument(),
    );
  });
});

describe('emailProblem', () => {
  it('uses the spec message, and the API limit of 50 characters', () => {
    expect(emailProblem('')).toBe('Favor inserir um email válido.');
    expect(emailProblem('a@b')).toBe('Favor inserir um email válido.');
    expect(emailProblem(' ana@exemplo.com ')).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(45)}@exemplo.com`)).toBe('Máximo de 50 caracteres');
  });
});
