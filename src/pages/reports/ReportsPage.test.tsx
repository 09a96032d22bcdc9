import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { onPhone } from '../../components/testing/phone';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { openReports, queryOf, recordDownloads, textOf } from './testing';

const { server, calls } = startMockApi();
afterEach(() => vi.restoreAllMocks());

const paste = async (input: HTMLElement, text: string) => {
  await userEvent.click(input);
  await userEvent.paste(text);
};
const reportCalls = async (kind: string) => (await calls()).filter((c) => c.path.startsWith(`/api/projects/1/${kind}`));

describe('Relatórios', () => {
  it("titles the page with the project's name, links to settings, the studies and back, and shows every report button", async () => {
    openReports();
    // The first test of the file also waits for the page's lazy modules.
    expect(
      await screen.findByRole('heading', { name: 'Núcleo Esperança - Relatórios' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/projects/1');
    expect(screen.getByRole('link', { name: 'Configuração de Relatórios' })).toHaveAttribute(
      'href',
      '/projects/1/reports/settings',
    );
    expect(screen.getByRole('link', { name: 'Estudo Preliminar' })).toHaveAttribute(
      'href',
      '/projects/1/reports/estudo-preliminar',
    );
    expect(screen.getByRole('link', { name: 'Relatório Técnico' })).toHaveAttribute(
      'href',
      '/projects/1/reports/relatorio-tecnico',
    );
    for (const name of [
      'CRF (PDF)',
      'CRF (Excel)',
      'Títulos',
      'Socioeconômico',
      'Moradores',
      'Cadastro Social',
      'Atribuição de usuários',
      'Relatório de morador único',
    ])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gerar relatório de todas as etapas' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Etapa do projeto' })).toHaveTextContent('Todas as etapas');
  });

  it('draws its cards with the project (its title, its group’s card), not before', async () => {
    const held = holdAnswer(server, 'http://localhost/api/projects/1');
    openReports();
    await waitFor(() => expect(held.asked()).toBe(true));
    expect(await screen.findByText(/Carregando/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documentos e relatórios' })).toBeNull();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança - Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documentos e relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Todas as Etapas/ })).toBeInTheDocument();
  });

  it('sends the filters as the query and saves the file under the server’s name', { timeout: 40_000 }, async () => {
    const saved = recordDownloads();
    openReports();
    await paste(await screen.findByLabelText('Nome do(a) titular'), 'Conceição');
    await userEvent.click(screen.getByLabelText('Incluir lotes incompletos'));
    await userEvent.click(screen.getByLabelText('Somente não emitidos'));
    await paste(screen.getByLabelText('Renda até (R$)'), 'R$ 2.500');
    await paste(screen.getByLabelText('CPF', { selector: 'input:not([type=checkbox])' }), '52998224725');
    await paste(screen.getByLabelText('Concluídos a partir de'), '01/02/2026');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Etapa do projeto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Etapa 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Socioeconômico' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Relatório Socioeconômico - Núcleo Esperança.pdf');
    expect(await textOf(saved[0].blob)).toBe('%PDF-1.7 mock');
    const [call] = await reportCalls('socioeconomic-report');
    expect(queryOf(call.path)).toEqual({
      complete: 'false',
      name: 'Conceição',
      cpf: '52998224725',
      only_not_emitted: 'true',
      income_from: '0',
      income_to: '2500',
      completed_at_from: '2026-02-01',
      project_phase: '2',
    });
  });

  it('on a phone folds the filters under their title, which counts those in use; the reports take them folded', async () => {
    onPhone();
    const user = userEvent.setup();
    const saved = recordDownloads();
    openReports();
    const show = await screen.findByRole('button', { name: 'Mostrar os filtros' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // Folded: in the page (the values stay) but not shown, and the report buttons come first.
    expect(screen.queryByRole('textbox', { name: 'Nome do(a) titular' })).toBeNull();
    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Ocultar os filtros' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await paste(await screen.findByRole('textbox', { name: 'Nome do(a) titular' }), 'Conceição');
    await user.click(screen.getByLabelText('Somente não emitidos'));
    expect(await screen.findByRole('heading', { name: 'Filtros (2)' })).toBeInTheDocument();
    await user.click(hide);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nome do(a) titular' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Socioeconômico' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = await reportCalls('socioeconomic-report');
    expect(queryOf(call.path)).toMatchObject({ name: 'Conceição', only_not_emitted: 'true' });
  });

  it('fills the upper income bound when only the lower is given, and asks for the single-resident variant', async () => {
    const saved = recordDownloads();
    openReports();
    await userEvent.type(await screen.findByLabelText('Renda a partir de (R$)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Relatório de morador único' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Relatório Socioeconômico (famílias de uma pessoa) - Núcleo Esperança.pdf');
    const [call] = await reportCalls('socioeconomic-report');
    expect(queryOf(call.path)).toEqual({
      complete: 'true',
      income_from: '1000',
      income_to: '999999999',
      single_resident_only: '1',
    });
  });

  it('refuses a completion date in the future and disables the reports meanwhile', async () => {
    openReports();
    await userEvent.type(await screen.findByLabelText('Concluídos até'), '01012099');
    expect(await screen.findByText('A data selecionada deve ser no passado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Socioeconômico' })).toBeDisabled());
    // The preview says why it waits, instead of a spinner, and never asks with the refused date.
    expect(await screen.findByText('Corrija o filtro para ver a prévia.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await reportCalls('preview')).filter((c) => c.path.includes('completed_at_to'))).toEqual([]);
  });

  it('an impossible date is never sent to the preview either', async () => {
    openReports();
    await userEvent.type(await screen.findByLabelText('Concluídos a partir de'), '31022026');
    await userEvent.tab();
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(await screen.findByText('Corrija o filtro para ver a prévia.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await reportCalls('preview')).filter((c) => c.path.includes('completed_at_from'))).toEqual([]);
  });

  it('asks for the CRF as a spreadsheet; a refused emission is a checklist linking each lot (what refuses them all said once), and a minuta can still be made', async () => {
    const notified = {
      id: 'notificacoes-resolvidas',
      article: 'Decreto 9.310/2018, art. 24, §§ 1º, 3º, 6º, 7º, 10 e 11, e art. 27, § 2º',
      message:
        'A Reurb prossegue quando cada notificado concordou ou teve sua impugnação resolvida. Pendente: Confrontante Ana: impugnação sem decisão registrada (art. 24, §§ 3º e 10).',
    };
    const saved = recordDownloads();
    const asked: string[] = [];
    server.use(
      http.get('*/api/projects/:id/cert-reg-fund', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        if (params.get('format') === 'xlsx')
          return new HttpResponse('xlsx', {
            headers: { 'content-disposition': "attachment; filename*=UTF-8''CRF%20-%20N%C3%BAcleo.xlsx" },
          });
        if (params.get('minuta') === '1')
          return new HttpResponse('pdf', {
            headers: { 'content-disposition': "attachment; filename*=UTF-8''MINUTA%20-%20CRF.pdf" },
          });
        return HttpResponse.json(
          {
            message: 'Há lotes que não podem receber este documento.',
            lots: [
              {
                lot_id: 9,
                lot_name: 'Lote 09',
                block_name: 'Quadra 02',
                rules: [
                  {
                    id: 'qualificacao-ocupante',
                    article: 'Lei 13.465/2017, art. 41, VI',
                    message: 'Falta o CPF do(a) titular',
                  },
                  notified,
                ],
              },
              // Refused only for what refuses every lot: said once, not listed.
              { lot_id: 10, lot_name: 'Lote 10', block_name: 'Quadra 02', rules: [notified] },
              { lot_id: 11, lot_name: 'Lote 11', block_name: 'Quadra 02', rules: [notified] },
            ],
          },
          { status: 422 },
        );
      }),
    );
    openReports();
    await userEvent.click(await screen.findByRole('button', { name: 'CRF (Excel)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['CRF - Núcleo.xlsx']));
    await userEvent.click(screen.getByRole('button', { name: 'CRF (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emissão recusada' });
    expect(within(dialog).getByText(/Há lotes que não podem receber este documento\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir o Lote 09 (Quadra 02)' })).toHaveAttribute(
      'href',
      '/lots/9/edit',
    );
    expect(within(dialog).getByText(/Falta o CPF do\(a\) titular/)).toBeInTheDocument();
    expect(within(dialog).getByText('Lei 13.465/2017, art. 41, VI')).toBeInTheDocument();
    // The notified party's refusal, the same on the three lots, is said once above them.
    const common = within(dialog).getByRole('region', { name: /Impede os 3 lotes recusados/ });
    expect(within(common).getByText(/Confrontante Ana: impugnação sem decisão registrada/)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Confrontante Ana/)).toHaveLength(1);
    expect(within(dialog).queryByRole('link', { name: 'Abrir o Lote 10 (Quadra 02)' })).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar minuta (sem valor legal)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['CRF - Núcleo.xlsx', 'MINUTA - CRF.pdf']));
    expect(asked.at(-1)).toContain('minuta=1');
  });

  it('tells in Portuguese when a report fails', async () => {
    server.use(
      http.get('*/api/projects/:id/residents-report', () =>
        HttpResponse.json({ message: 'Falha no servidor' }, { status: 500 }),
      ),
    );
    openReports();
    await userEvent.click(await screen.findByRole('button', { name: 'Moradores' }));
    expect(await screen.findByText('Erro ao gerar o relatório: Falha no servidor')).toBeInTheDocument();
  });

  it('sends a member who opens the page to the dashboard', async () => {
    const { location } = openReports('member');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(location()).toBe('/home');
  });
});

describe('Mover lotes para a Etapa 2', () => {
  const box = () => screen.findByLabelText('IDs dos lotes');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Atualizar fase' }));

  it("warns 'Favor inserir pelo menos um ID' for an empty list and sends nothing", async () => {
    openReports();
    await userEvent.type(await box(), '   {enter} ');
    await submit();
    expect(await screen.findByText('Favor inserir pelo menos um ID')).toBeInTheDocument();
    expect((await calls()).filter((c) => c.path === '/api/lots/update-phases')).toEqual([]);
  });

  it('sends the ids, says so in green and refreshes the preview', async () => {
    openReports();
    await screen.findByText(/lotes no filtro/);
    const previews = (await calls()).filter((c) => c.path.startsWith('/api/projects/1/preview')).length;
    await userEvent.type(await box(), '1{enter}2{enter}{enter}2');
    await submit();
    const message = await screen.findByText('Fase do Projeto Atualizada com Sucesso!');
    expect(message.closest('.MuiAlert-root, .MuiSnackbarContent-root')?.className).toMatch(/[Ss]uccess/);
    const sent = (await calls()).filter((c) => c.path === '/api/lots/update-phases');
    expect(sent.map((c) => c.body)).toEqual([{ lot_ids: [1, 2] }]);
    await waitFor(async () =>
      expect((await calls()).filter((c) => c.path.startsWith('/api/projects/1/preview')).length).toBeGreaterThan(
        previews,
      ),
    );
  });

  it("shows the server's message in red when the update fails", async () => {
    server.use(
      http.patch('*/api/lots/update-phases', () =>
        HttpResponse.json({ message: 'Lote não encontrado' }, { status: 404 }),
      ),
    );
    openReports();
    await userEvent.type(await box(), '999');
    await submit();
    const message = await screen.findByText('Erro ao Atualizar fase do Projeto: Lote não encontrado');
    expect(message.closest('.MuiAlert-root, .MuiSnackbarContent-root')?.className).toMatch(/[Ee]rror/);
  });
});

describe('Relatório Personalizado', () => {
  it('previews lot, block and owner, and downloads the chosen attributes in the spec’s order', async () => {
    const saved = recordDownloads();
    openReports();
    const table = await screen.findByRole('table', { name: 'Prévia' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Identificador', 'Quadra', 'Nome do(a) proprietário(a)']);
    await userEvent.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.getByRole('button', { name: 'Baixar planilha' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Quadra'));
    await userEvent.click(screen.getByLabelText('CPF', { selector: 'input[type=checkbox]' }));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar planilha' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Relatório Personalizado - Núcleo Esperança.xlsx']));
    const [call] = (await calls()).filter((c) => c.path.startsWith('/api/projects/1/custom-report'));
    expect(queryOf(call.path).attributes).toBe('cpf,block_name');
  });
});
