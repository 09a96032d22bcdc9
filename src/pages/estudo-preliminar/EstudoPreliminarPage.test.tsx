import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { WithFakePdfDrawing } from '../../components/pdf-preview/fakePdfDrawing';
import { startMockApi } from '../../components/testing/server';
import { layoutForEditors } from '../../components/rich-text/testing';
import { EstudoPreliminarPage } from './EstudoPreliminarPage';

const { server, calls } = startMockApi();
layoutForEditors();

const PATH = '/projects/1/reports/estudo-preliminar';
const open = (account: 'admin' | 'projectAdmin' = 'admin') =>
  renderAdmin({
    // pdf.js cannot draw in jsdom: only react-pdf's drawing is replaced (see fakePdfDrawing).
    wrapper: WithFakePdfDrawing,
    account,
    path: PATH,
    routes: <Route path="/projects/:id/reports/estudo-preliminar" element={<EstudoPreliminarPage />} />,
  });

describe('Estudo Preliminar', () => {
  it('shows the three diagnoses with their saved text, the links and the preview', async () => {
    server.use(
      http.get('*/api/projects/1/relatorio-preliminar', () =>
        HttpResponse.json({
          diagnostico_ambiental: '<p>Área sem APP.</p>',
          diagnostico_juridico: null,
          diagnostico_social: '',
        }),
      ),
    );
    open('projectAdmin');
    expect(await screen.findByRole('textbox', { name: 'Diagnóstico ambiental' })).toHaveTextContent('Área sem APP.');
    expect(screen.getByRole('textbox', { name: 'Diagnóstico jurídico' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diagnóstico social' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diagnóstico social' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/projects/1/reports');
    expect(screen.getByRole('link', { name: 'Configuração de Relatórios' })).toHaveAttribute(
      'href',
      '/projects/1/reports/settings',
    );
    expect(await screen.findByText('de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('Salvar sends the edited section, says so, and reloads the preview', async () => {
    const preferences: (string | null)[] = [];
    const preference = ({ request }: { request: Request }) =>
      void (request.method === 'PATCH' && preferences.push(request.headers.get('prefer')));
    server.events.on('request:start', preference);
    server.use(
      http.get(
        '*/api/projects/1/relatorio-preliminar',
        () =>
          HttpResponse.json({
            diagnostico_ambiental: null,
            diagnostico_juridico: '<p>Matrícula 12.345</p>',
            diagnostico_social: null,
          }),
        { once: true },
      ),
    );
    open();
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico jurídico' });
    await screen.findByText('de 1');
    act(() => box.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    const toolbar = box.closest('.MuiPaper-root') as HTMLElement;
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Negrito' }));
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Estudo preliminar salvo.')).toBeInTheDocument();
    const sent = (await calls()).filter((c) => c.method === 'PATCH');
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/projects/1/relatorio-preliminar',
        body: { diagnostico_juridico: '<p><strong>Matrícula 12.345</strong></p>' },
      },
    ]);
    // The page has the sections: it asks for none of them back.
    server.events.removeListener('request:start', preference);
    expect(preferences).toEqual(['return=minimal']);
    await waitFor(async () =>
      expect((await calls()).filter((c) => c.path.endsWith('/relatorio-preliminar/pdf'))).toHaveLength(2),
    );
    // The saved section now counts in the (mock) PDF: a cover and one page.
    expect(await screen.findByText('de 2')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says the preview shows the saved text while an edit is unsaved, and Salvar e visualizar updates it', async () => {
    open();
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico social' });
    await screen.findByText('de 1');
    expect(screen.queryByText(/A pré-visualização mostra o texto salvo/)).not.toBeInTheDocument();
    act(() => box.focus());
    await userEvent.click(
      within(box.closest('.MuiPaper-root') as HTMLElement).getByRole('button', { name: 'Aumentar recuo' }),
    );
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('A pré-visualização mostra o texto salvo.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Salvar e visualizar' }));
    expect(await screen.findByText('Estudo preliminar salvo.')).toBeInTheDocument();
    expect((await calls()).filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await waitFor(async () =>
      expect((await calls()).filter((c) => c.path.endsWith('/relatorio-preliminar/pdf'))).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByText(/A pré-visualização mostra o texto salvo/)).not.toBeInTheDocument());
  });

  it('a failed save says why and keeps the edit', async () => {
    server.use(
      http.patch('*/api/projects/1/relatorio-preliminar', () =>
        HttpResponse.json({ message: 'Texto grande demais' }, { status: 400 }),
      ),
    );
    open();
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico social' });
    act(() => box.focus());
    await userEvent.click(
      within(box.closest('.MuiPaper-root') as HTMLElement).getByRole('button', { name: 'Aumentar recuo' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar o estudo preliminar: Texto grande demais')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('a refused section says why under its title, until it is edited', async () => {
    const why =
      'Uma imagem colada nesta seção não é um PNG ou JPEG válido: remova-a e insira-a de novo pelo botão Imagem.';
    server.use(
      http.patch('*/api/projects/1/relatorio-preliminar', () =>
        HttpResponse.json({ message: why, errors: { diagnostico_social: why } }, { status: 400 }),
      ),
    );
    open();
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico social' });
    act(() => box.focus());
    const toolbar = within(box.closest('.MuiPaper-root') as HTMLElement);
    await userEvent.click(toolbar.getByRole('button', { name: 'Aumentar recuo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(within(section('Diagnóstico social')).getByRole('alert')).toHaveTextContent(why));
    expect(within(section('Diagnóstico ambiental')).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(toolbar.getByRole('button', { name: 'Diminuir recuo' }));
    await waitFor(() => expect(within(section('Diagnóstico social')).queryByRole('alert')).not.toBeInTheDocument());
  });
});
