import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { MOCK_PUBLIC_SITE_URL } from '../../../mock-api/removal.ts';
import { renderPublic } from '../request-removal/testing';
import { REDIRECT_DELAY_MS, REMOVE_ACCOUNT_ROUTE, RemoveAccountPage } from './RemoveAccountPage';

const { server, calls } = startMockApi();

const open = (query: string, redirect = vi.fn()) => ({
  redirect,
  ...renderPublic(`${REMOVE_ACCOUNT_ROUTE}${query}`, {
    path: REMOVE_ACCOUNT_ROUTE,
    element: <RemoveAccountPage redirect={redirect} />,
  }),
});
const word = () => screen.findByRole('textbox', { name: /Digite "Confirmar"/ });
const remove = () => screen.getByRole('button', { name: 'Remover meus dados' });

describe('/remove-account (docs/screens.md#screens, docs/states.md#states, docs/validation.md#validation, docs/errors.md#errors)', () => {
  it('sends a visit without a token to /request-removal', async () => {
    const { location } = open('');
    await screen.findByRole('heading', { name: 'Remover meus dados' });
    expect(location()).toBe('/request-removal');
  });

  it("asks for exactly 'Confirmar' and sends nothing otherwise", async () => {
    const user = userEvent.setup();
    open('?token=abc');
    await user.type(await word(), 'confirmar');
    await user.click(remove());
    expect(screen.getByText('Digite "Confirmar" para completar a exclusão dos dados.')).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path === '/api/data-removal-confirm')).toEqual([]);
  });

  it("removes, says 'Conta removida com sucesso' and goes to the public site 2 s later", async () => {
    server.use(
      http.post(
        '*/api/data-removal-confirm',
        async () => (await delay(150), HttpResponse.json({ message: 'Conta removida com sucesso' })),
      ),
    );
    const user = userEvent.setup();
    const { redirect } = open('?token=tok_123-abc');
    await user.type(await word(), 'Confirmar');
    await user.click(remove());
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await screen.findByText('Conta removida com sucesso');
    const shown = Date.now();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(MOCK_PUBLIC_SITE_URL), {
      timeout: REDIRECT_DELAY_MS + 1500,
    });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 100);
    expect((await calls()).find((c) => c.path === '/api/data-removal-confirm')).toEqual({
      method: 'POST',
      path: '/api/data-removal-confirm',
      body: { token: 'tok_123-abc' },
    });
  });

  it.each([
    ['usado', /já foi utilizado/],
    ['expirado', /expirou/],
    ['invalido', /inválido/],
  ])(
    'checks the link first: a %s one says why at once, with the way to ask again, and no confirmation (issue 18)',
    async (token, reason) => {
      const { redirect } = open(`?token=${token}`);
      expect(await screen.findByText('Este link não pode ser usado')).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/request-removal');
      expect(screen.queryByRole('textbox', { name: /Digite "Confirmar"/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remover meus dados' })).not.toBeInTheDocument();
      expect((await calls()).filter((c) => c.path === '/api/data-removal-confirm')).toEqual([]);
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it('shows the spec error with the reason when a link dies between the check and the confirmation', async () => {
    server.use(
      http.post('*/api/data-removal-confirm', () =>
        HttpResponse.json(
          { message: 'Este link de remoção já foi utilizado. Se precisar, solicite a remoção novamente.' },
          { status: 410 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { redirect } = open('?token=tok_123-abc');
    await user.type(await word(), 'Confirmar');
    await user.click(remove());
    expect(await screen.findByText('Ocorreu um erro, tente novamente')).toBeInTheDocument();
    expect(screen.getByText(/já foi utilizado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/request-removal');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on a server fault (500) shows only the Portuguese error, not the English status', async () => {
    server.use(
      http.post('*/api/data-removal-confirm', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    open('?token=abc');
    await user.type(await word(), 'Confirmar');
    await user.click(remove());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Ocorreu um erro, tente novamente'));
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
  });

  it('a dead link whose answer has no message of its own shows no English status text', async () => {
    server.use(
      http.post('*/api/data-removal-status', () => new HttpResponse(null, { status: 400, statusText: 'Bad Request' })),
    );
    open('?token=abc');
    expect(await screen.findByText('Este link não pode ser usado')).toBeInTheDocument();
    expect(screen.queryByText(/Bad Request/)).not.toBeInTheDocument();
  });

  it('tells a network failure apart', async () => {
    server.use(http.post('*/api/data-removal-confirm', () => HttpResponse.error()));
    const user = userEvent.setup();
    open('?token=abc');
    await user.type(await word(), 'Confirmar');
    await user.click(remove());
    expect(await screen.findByText('Ocorreu um erro de rede, tente novamente mais tarde')).toBeInTheDocument();
  });

  it(
    'says what was erased now and what the municipality is reviewing, and stays until the person leaves (issue 12)',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { redirect } = open('?token=em-analise');
      await user.type(await word(), 'Confirmar');
      await user.click(remove());
      await screen.findByText('Conta removida com sucesso');
      expect(screen.getByText(/a sua conta no aplicativo de cadastro foi excluída/)).toBeInTheDocument();
      expect(
        screen.getByText(/estão em análise pela prefeitura .* até 15 dias, até 10\/12\/2026 \(LGPD, art\. 19, II\)/),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + 300));
      expect(redirect).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Ir para o site da prefeitura' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledWith(MOCK_PUBLIC_SITE_URL));
    },
  );
});
