import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockApi } from '../../components/testing/server';
import { MARRIED } from '../../components/domain/model';
import { mockLot, openLot } from './testing';

const { server, calls } = startMockApi();

const statusSelect = () => screen.findByRole('combobox', { name: 'Situação' });

async function chooseStatus(label: string) {
  fireEvent.mouseDown(await statusSelect());
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

const refuse = (path: string, body: unknown, status = 400) =>
  server.use(http.all(`*/api/lots/:id/${path}`, () => HttpResponse.json(body as object, { status })));
const networkError = (path: string) => server.use(http.all(`*/api/lots/:id/${path}`, () => HttpResponse.error()));

describe('the status dropdown (docs/states.md#states, docs/errors.md#errors)', () => {
  it('sends the chosen status at once and says so', async () => {
    mockLot(1, { status: 'incomplete' });
    openLot('/lots/1');
    await chooseStatus('Completo');
    expect(await screen.findByText('Status alterado para: Completo')).toBeInTheDocument();
    expect(await statusSelect()).toHaveTextContent('Completo');
    const patch = (await calls()).find((c) => c.path === '/api/lots/1/update-status')!;
    expect(patch).toMatchObject({ method: 'PATCH', body: { status: 'complete' } });
  });

  it('reloads the lot after a change, so the details show the new status (issue #18)', async () => {
    mockLot(1, { status: 'incomplete' });
    openLot('/lots/1');
    await statusSelect();
    const reads = async () => (await calls()).filter((c) => c.method === 'GET' && c.path === '/api/lots/1').length;
    const before = await reads();
    await chooseStatus('Completo');
    expect(await screen.findByText('Status alterado para: Completo')).toBeInTheDocument();
    await waitFor(async () => expect(await reads()).toBeGreaterThan(before));
    const calledAfterPatch = (await calls()).map((c) => `${c.method} ${c.path}`);
    expect(calledAfterPatch.lastIndexOf('GET /api/lots/1')).toBeGreaterThan(
      calledAfterPatch.indexOf('PATCH /api/lots/1/update-status'),
    );
  });

  it("goes back to the previous status with the server's message when refused", async () => {
    mockLot(1, { status: 'to_review' });
    refuse('update-status', { message: 'Acesso negado ao lote' }, 409);
    openLot('/lots/1');
    await chooseStatus('Vazio');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Erro ao Atualizar Status')).toBeInTheDocument();
    expect(within(notice).getByText('Acesso negado ao lote')).toBeInTheDocument();
    expect(await statusSelect()).toHaveTextContent('Para Revisão');
  });

  it("says 'Falha ao atualizar o status.' when the answer is no success without a message", async () => {
    mockLot(1, { status: 'complete' });
    refuse('update-status', { success: false }, 200);
    openLot('/lots/1');
    await chooseStatus('Incompleto');
    expect(await screen.findByText('Falha ao atualizar o status.')).toBeInTheDocument();
    expect(await statusSelect()).toHaveTextContent('Completo');
  });

  it("says 'Tente novamente' when the call fails, back to incomplete when the lot had no status", async () => {
    mockLot(1, { status: null });
    networkError('update-status');
    openLot('/lots/1');
    expect(await statusSelect()).toHaveTextContent('Incompleto');
    await chooseStatus('Completo');
    expect(await screen.findByText('Falha ao atualizar o status. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('Erro ao Atualizar Status')).toBeInTheDocument();
    expect(await statusSelect()).toHaveTextContent('Incompleto');
  });
});

describe("'Executar Análise' (docs/states.md#states, docs/errors.md#errors)", () => {
  it("shows 'Analisando...' while it runs, then reloads the lot and lists what is missing by section", async () => {
    mockLot(1, {
      civil_status: MARRIED,
      status: 'empty',
      owner_name: null,
      marriage_date: null,
      spouse_name: 'Joana Prado',
    });
    // The review answers once the test has seen it running (a fixed delay could end before a
    // slow machine's query does, and the button it found would be enabled again).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/api/lots/:id/trigger-review', async () => void (await answered)));
    openLot('/lots/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Executar Análise' }));
    expect(await screen.findByRole('button', { name: 'Analisando...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('A análise foi executada com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executar Análise' })).toBeEnabled();
    const result = screen.getByRole('region', { name: 'Resultado da análise' });
    expect(within(result).getByText('Situação após a análise: Incompleto')).toBeInTheDocument();
    expect(
      within(within(result).getByRole('region', { name: 'Proprietário(a)' })).getByText('Nome do(a) proprietário(a)'),
    ).toBeInTheDocument();
    expect(
      within(within(result).getByRole('region', { name: 'Cônjuge ou companheiro(a)' })).getByText('Data do casamento'),
    ).toBeInTheDocument();
    expect(
      within(within(result).getByRole('region', { name: 'Documentos' })).getByText('Certidão de casamento'),
    ).toBeInTheDocument();
    // reloaded: the status the review set is in the dropdown
    await waitFor(async () => expect(await statusSelect()).toHaveTextContent('Incompleto'));
    const gets = (await calls()).filter((c) => c.method === 'GET' && c.path === '/api/lots/1');
    expect(gets.length).toBeGreaterThanOrEqual(2);
    await userEvent.click(within(result).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Resultado da análise' })).not.toBeInTheDocument();
  });

  it('warns about a CPF already on another lot (art. 23 §1º), naming that lot', async () => {
    mockLot(2, { cpf: '52998224725' });
    mockLot(1, { cpf: '52998224725' });
    openLot('/lots/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Executar Análise' }));
    const result = await screen.findByRole('region', { name: 'Resultado da análise' });
    expect(within(result).getByText(/CPF \(529\.982\.247-25\) já consta como titular ou cônjuge/)).toBeInTheDocument();
    expect(within(result).getByText(/art\. 23, §1º/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /Lote 02/ })).toHaveAttribute('href', '/lots/2');
    await waitFor(async () => expect(await statusSelect()).toHaveTextContent('Para Revisão'));
  });

  it.each([
    [
      'a refusal with a message',
      () => refuse('trigger-review', { message: 'Lote bloqueado para análise' }, 409),
      'Lote bloqueado para análise',
    ],
    ['no success without a message', () => refuse('trigger-review', { success: false }, 200), 'Erro desconhecido'],
    ['a failed call', () => networkError('trigger-review'), 'Falha ao executar a análise. Tente novamente.'],
  ])("titles %s 'Erro na Análise'", async (_case, arrange, message) => {
    arrange();
    openLot('/lots/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Executar Análise' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Erro na Análise')).toBeInTheDocument();
    expect(within(notice).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resultado da análise' })).not.toBeInTheDocument();
  });
});
