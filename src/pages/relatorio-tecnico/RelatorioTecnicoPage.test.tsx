import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { WithFakePdfDrawing } from '../../components/pdf-preview/fakePdfDrawing';
import { startMockApi } from '../../components/testing/server';
import { layoutForEditors } from '../../components/rich-text/testing';
import { TECHNICAL_REPORT_SECTIONS } from '../../components/domain/model';
import { mockStore } from '../../../mock-api/handlers.ts';
import { RelatorioTecnicoPage } from './RelatorioTecnicoPage';

const { server, calls } = startMockApi();
layoutForEditors();

const open = () =>
  renderAdmin({
    // pdf.js cannot draw in jsdom: only react-pdf's drawing is replaced (see fakePdfDrawing).
    wrapper: WithFakePdfDrawing,
    path: '/projects/1/reports/relatorio-tecnico',
    routes: <Route path="/projects/:id/reports/relatorio-tecnico" element={<RelatorioTecnicoPage />} />,
  });
const patches = async () =>
  (await calls()).filter((c) => c.method === 'PATCH').map(({ path, body }) => ({ path, body }));
const button = (name: string) => screen.getByRole('button', { name });

describe('Relatório Técnico', () => {
  it(
    'question mode: text, suggestions, key-value rows and the calculated value read-only; Salvar respostas sends the answers',
    { timeout: 60_000 },
    async () => {
      open();
      const nucleo = await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' });
      expect(screen.getByText('Exemplo: Núcleo Habitacional Jardim Esperança')).toBeInTheDocument();
      // What a question asks beyond its short label, before the example.
      expect(screen.getByRole('textbox', { name: 'Área total do núcleo (m²)' })).toHaveAccessibleDescription(
        'Conforme o levantamento topográfico. Exemplo: 45.320,50',
      );
      const calculated = screen.getByRole('textbox', { name: 'Número de lotes' });
      expect(calculated).toHaveValue(String(mockStore.lots.length));
      expect(calculated).toHaveAttribute('readonly');
      expect(screen.getByText('Calculado a partir dos dados do projeto')).toBeInTheDocument();
      expect(button('Salvar respostas')).toBeDisabled();

      await userEvent.type(nucleo, 'Jardim Esperança');
      // The modality is the project's (the CRF's): shown, not asked, with where it is changed.
      const modality = screen.getByRole('textbox', { name: 'Modalidade da Reurb' });
      expect(modality).toHaveAttribute('readonly');
      expect(screen.getByText('Dado do projeto: altere em Configuração de Relatórios')).toBeInTheDocument();
      // A value of two sources (the settings' limit, the lots' incomes) says both.
      expect(screen.getByRole('textbox', { name: 'Famílias dentro do teto da Reurb-S' })).toHaveAccessibleDescription(
        'O teto e o salário mínimo vêm da Configuração de Relatórios; as rendas, do cadastro de cada lote',
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Instrumento de titulação' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Usucapião' }));
      await userEvent.click(button('Adicionar linha'));
      await userEvent.click(button('Adicionar linha'));
      await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'UBS');
      await userEvent.type(screen.getByRole('textbox', { name: 'Valor 1' }), '650 m');
      await userEvent.click(button('Remover linha 2'));
      await userEvent.click(button('Salvar respostas'));

      expect(await screen.findByText('Respostas salvas.')).toBeInTheDocument();
      expect(await patches()).toEqual([
        {
          path: '/api/projects/1/relatorio-tecnico/answers',
          body: {
            answers: {
              nucleo_nome: 'Jardim Esperança',
              instrumento: 'Usucapião',
              equipamentos: [{ key: 'UBS', value: '650 m' }],
            },
          },
        },
      ]);
      expect(button('Salvar respostas')).toBeDisabled();
      await waitFor(async () =>
        expect((await calls()).filter((c) => c.path.endsWith('/relatorio-tecnico/pdf'))).toHaveLength(2),
      );
    },
  );

  it(
    'Customizar opens the twenty sections generated from the answers; the first Salvar sends them all, the next only what was edited',
    { timeout: 60_000 },
    async () => {
      const preferences: (string | null)[] = [];
      const preference = ({ request }: { request: Request }) =>
        void (request.method === 'PATCH' && preferences.push(request.headers.get('prefer')));
      server.events.on('request:start', preference);
      open();
      await userEvent.type(await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' }), 'Vila Nova');
      await userEvent.click(button('Customizar'));
      // Unsaved answers are saved first, so the sections are generated from them.
      const intro = await screen.findByRole('textbox', { name: 'Introdução' });
      expect(intro).toHaveTextContent('Introdução: Vila Nova.');
      for (const section of TECHNICAL_REPORT_SECTIONS)
        expect(screen.getByRole('button', { name: section.name })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Conclusões finais' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('textbox', { name: 'Nome do núcleo urbano informal' })).not.toBeInTheDocument();

      act(() => intro.focus());
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.click(
        within(intro.closest('.MuiPaper-root') as HTMLElement).getByRole('button', { name: 'Sublinhado' }),
      );
      await userEvent.click(button('Salvar'));
      expect(await screen.findByText('Relatório técnico salvo.')).toBeInTheDocument();
      const [answers, paragraphs] = await patches();
      expect(answers).toEqual({
        path: '/api/projects/1/relatorio-tecnico/answers',
        body: { answers: { nucleo_nome: 'Vila Nova' } },
      });
      expect(paragraphs.path).toBe('/api/projects/1/relatorio-tecnico');
      const sent = (paragraphs.body as { paragraphs: Record<string, string> }).paragraphs;
      expect(Object.keys(sent)).toEqual(TECHNICAL_REPORT_SECTIONS.map((s) => s.id));
      expect(sent.introducao).toBe('<p><u>Introdução: Vila Nova.</u></p>');
      expect(sent.conclusoes_finais).toBe('<p>Conclusões finais: Vila Nova.</p>');

      // Once the server has it customised, a save sends only the sections edited since.
      await waitFor(() => expect(button('Salvar')).toBeDisabled());
      const again = await screen.findByRole('textbox', { name: 'Introdução' });
      act(() => again.focus());
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.click(
        within(again.closest('.MuiPaper-root') as HTMLElement).getByRole('button', { name: 'Sublinhado' }),
      );
      await userEvent.click(button('Salvar'));
      await waitFor(async () => expect(await patches()).toHaveLength(3));
      expect((await patches())[2]).toEqual({
        path: '/api/projects/1/relatorio-tecnico',
        body: { paragraphs: { introducao: '<p>Introdução: Vila Nova.</p>' } },
      });
      // Each save's answer is the report as a read would give it: the page reads it only once.
      const reads = (await calls()).filter((c) => c.method === 'GET' && c.path === '/api/projects/1/relatorio-tecnico');
      expect(reads).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Introdução' })).toHaveTextContent('Introdução: Vila Nova.');
      // The saves of sections ask for none back; the page keeps what it has.
      server.events.removeListener('request:start', preference);
      expect(preferences).toEqual([null, 'return=minimal', 'return=minimal']);
      await userEvent.click(button('Conclusões finais'));
      expect(await screen.findByRole('textbox', { name: 'Conclusões finais' })).toHaveTextContent(
        'Conclusões finais: Vila Nova.',
      );
    },
  );

  it('a customised report opens in paragraph mode; Voltar às Perguntas asks first and discards only when confirmed', async () => {
    server.use(
      http.get('*/api/projects/1/relatorio-tecnico', () =>
        HttpResponse.json({ customized: true, answers: {}, paragraphs: { introducao: '<p>Texto próprio</p>' } }),
      ),
    );
    open();
    expect(await screen.findByRole('textbox', { name: 'Introdução' })).toHaveTextContent('Texto próprio');
    await userEvent.click(button('Voltar às Perguntas'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('O texto personalizado das seções será descartado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Introdução' })).toBeInTheDocument();
    expect(await patches()).toEqual([]);

    server.use(
      http.get('*/api/projects/1/relatorio-tecnico', () =>
        HttpResponse.json({ customized: false, answers: {}, paragraphs: {} }),
      ),
    );
    await userEvent.click(button('Voltar às Perguntas'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar e voltar' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' })).toBeInTheDocument();
    expect(await patches()).toEqual([{ path: '/api/projects/1/relatorio-tecnico', body: { customized: false } }]);
  });

  it('a refused save says why under each section it names, open or closed, until the section is edited', async () => {
    server.use(
      http.patch('*/api/projects/1/relatorio-tecnico', () =>
        HttpResponse.json(
          {
            message: 'Imagem recusada',
            errors: { introducao: 'Imagem recusada', 'paragraphs.conclusoes_finais': 'Texto grande demais' },
          },
          { status: 400 },
        ),
      ),
    );
    open();
    await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' });
    await waitFor(() => expect(button('Customizar')).toBeEnabled());
    await userEvent.click(button('Customizar'));
    // The first Salvar sends all twenty sections, the closed ones too.
    const box = await screen.findByRole('textbox', { name: 'Introdução' });
    act(() => box.focus());
    const toolbar = within(box.closest('.MuiPaper-root') as HTMLElement);
    await userEvent.click(toolbar.getByRole('button', { name: 'Aumentar recuo' }));
    await userEvent.click(button('Salvar'));
    const summary = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(within(summary('Introdução')).getByRole('alert')).toHaveTextContent('Imagem recusada'));
    expect(summary('Conclusões finais')).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary('Conclusões finais')).getByRole('alert')).toHaveTextContent('Texto grande demais');
    await userEvent.click(toolbar.getByRole('button', { name: 'Diminuir recuo' }));
    await waitFor(() => expect(within(summary('Introdução')).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(summary('Conclusões finais')).getByRole('alert')).toBeInTheDocument();
  });

  it('Voltar às Perguntas right after Customizar, with nothing edited, neither asks nor sends anything', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' });
    await userEvent.click(button('Customizar'));
    await screen.findByRole('textbox', { name: 'Introdução' });
    await userEvent.click(button('Voltar às Perguntas'));
    expect(await screen.findByRole('textbox', { name: 'Nome do núcleo urbano informal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await patches()).toEqual([]);
  });
});
