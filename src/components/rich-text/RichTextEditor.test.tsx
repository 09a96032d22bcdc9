import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { setupUploadTestEnvironment } from '../upload/testing';
import { API } from '../../../mock-api/http.ts';
import { mockUploads } from '../../../mock-api/files.ts';
import { RichTextEditor } from './RichTextEditor';
import { layoutForEditors } from './testing';

/** The editor as a page uses it: its HTML kept in state and shown for the assertions. */
const Harness = ({ initial }: { initial: string }) => {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} label="Diagnóstico" />
      <output data-testid="html">{html}</output>
    </>
  );
};

layoutForEditors();
const { server } = startMockApi();
// Uploads go through the real dataProvider: Node's FormData and File, which msw receives whole.
setupUploadTestEnvironment();

const html = () => screen.getByTestId('html').textContent ?? '';

/** Types nothing: selects the whole text, then presses the toolbar button. */
async function press(label: string, initial = '<p>Texto do estudo</p>') {
  renderWithAdmin(<Harness initial={initial} />);
  const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
  act(() => box.focus());
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.click(screen.getByRole('button', { name: label }));
  return box;
}

describe('RichTextEditor toolbar', () => {
  it.each([
    ['Negrito', '<p><strong>Texto do estudo</strong></p>'],
    ['Itálico', '<p><em>Texto do estudo</em></p>'],
    ['Sublinhado', '<p><u>Texto do estudo</u></p>'],
    ['Lista numerada', '<ol><li><p>Texto do estudo</p></li></ol>'],
    ['Lista com marcadores', '<ul><li><p>Texto do estudo</p></li></ul>'],
    ['Aumentar recuo', '<p data-indent="1">Texto do estudo</p>'],
    // jsdom writes the colour as rgb(), browsers as given: the server reads both.
    [
      'Fundo amarelo',
      /^<p><mark data-color="#ffff00" style="background-color: (#ffff00|rgb\(255, 255, 0\)); color: inherit;?">Texto do estudo<\/mark><\/p>$/,
    ],
    [
      'Fundo branco',
      /^<p><mark data-color="#ffffff" style="background-color: (#ffffff|rgb\(255, 255, 255\)); color: inherit;?">Texto do estudo<\/mark><\/p>$/,
    ],
    ['Centralizar', '<p style="text-align: center;">Texto do estudo</p>'],
    ['Alinhar à direita', '<p style="text-align: right;">Texto do estudo</p>'],
    ['Justificar', '<p style="text-align: justify;">Texto do estudo</p>'],
  ])('%s writes the subset the server keeps', async (label, expected) => {
    await press(label);
    await waitFor(() =>
      typeof expected === 'string' ? expect(html()).toBe(expected) : expect(html()).toMatch(expected),
    );
    // Marks and alignments show as pressed while the selection carries them.
    if (!/Lista|recuo/.test(label))
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a second press takes the mark off again', async () => {
    await press('Negrito');
    await waitFor(() => expect(html()).toContain('<strong>'));
    await userEvent.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(html()).toBe('<p>Texto do estudo</p>'));
  });

  it('Alinhar à esquerda, Diminuir recuo, Tab and Shift-Tab', async () => {
    await press('Alinhar à esquerda', '<p style="text-align: center;" data-indent="2">Texto</p>');
    await waitFor(() => expect(html()).toBe('<p data-indent="2" style="text-align: left;">Texto</p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuir recuo' }));
    await waitFor(() => expect(html()).toBe('<p data-indent="1" style="text-align: left;">Texto</p>'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(html()).toBe('<p style="text-align: left;">Texto</p>'));
    for (let i = 0; i < 8; i += 1) await userEvent.keyboard('{Tab}');
    // Six levels at most, as the PDF renders them.
    await waitFor(() => expect(html()).toBe('<p data-indent="6" style="text-align: left;">Texto</p>'));
  });

  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'mapa.png', {
      type: 'image/png',
    });

  it('Imagem uploads the picture as a file and inserts our own route, not its bytes', async () => {
    renderWithAdmin(<Harness initial="<p>Com figura</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png()] } });
    await waitFor(() =>
      expect(html()).toMatch(/<img src="\/api\/files\/9001\/download\?expires=1&amp;signature=mock" alt="mapa.png">/),
    );
    expect(html()).toContain('Com figura');
    expect(html()).not.toContain('data:');
    expect(mockUploads).toEqual([
      expect.objectContaining({ field: 'image', originalName: 'mapa.png', type: 'image/png' }),
    ]);
  });

  it('Imagem shows the upload going on, and the server’s refusal in Portuguese with nothing inserted', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.post(`${API}/files/create`, () => new Promise<Response>((resolve) => (answer = resolve)), { once: true }),
    );
    renderWithAdmin(<Harness initial="<p>Sem figura</p>" />);
    await screen.findByRole('textbox', { name: 'Diagnóstico' });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png()] } });
    const busy = await screen.findByRole('button', { name: 'Enviando a imagem...' });
    expect(busy).toBeDisabled();
    answer(HttpResponse.json({ message: 'Limite de envios atingido: tente de novo em uma hora' }, { status: 429 }));
    expect(
      await screen.findByText('Não foi possível enviar a imagem. Limite de envios atingido: tente de novo em uma hora'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imagem' })).toBeEnabled();
    expect(html()).not.toContain('<img');
  });

  /** A paste event as the browser gives it: the clipboard's files and HTML. */
  const paste = (box: HTMLElement, files: File[], html = '') =>
    fireEvent.paste(box, {
      clipboardData: {
        files,
        types: [...(html ? ['text/html'] : []), ...(files.length ? ['Files'] : [])],
        getData: (type: string) => (type === 'text/html' ? html : ''),
      },
    });

  it('a pasted picture (a screenshot) takes the Imagem button’s way: uploaded, inserted as our route', async () => {
    renderWithAdmin(<Harness initial="<p>Colada</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    paste(box, [png()]);
    await waitFor(() => expect(html()).toMatch(/<img src="\/api\/files\/9001\/download\?[^"]*" alt="mapa.png">/));
    expect(mockUploads).toHaveLength(1);
  });

  it('a paste that carries HTML beside a picture pastes the HTML (an office program’s selection), uploading nothing', async () => {
    renderWithAdmin(<Harness initial="<p>Antes</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    paste(box, [png()], '<p>Texto do documento</p>');
    await waitFor(() => expect(html()).toContain('Texto do documento'));
    expect(html()).not.toContain('<img');
    expect(mockUploads).toEqual([]);
  });

  it('a picture copied from a web page (HTML of the picture alone, and its file) is uploaded, not linked', async () => {
    renderWithAdmin(<Harness initial="<p>Antes</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    paste(box, [png()], '<meta charset="utf-8"><img src="https://exemplo.org/foto.png" alt="foto">');
    await waitFor(() => expect(html()).toMatch(/<img src="\/api\/files\/9001\/download\?[^"]*" alt="mapa.png">/));
    expect(html()).not.toContain('exemplo.org');
    expect(mockUploads).toHaveLength(1);
  });

  it('pasted text keeps its words; another site’s or a document’s picture in it stays out, and the editor says so', async () => {
    renderWithAdmin(<Harness initial="<p>Antes</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    paste(
      box,
      [],
      '<p>Trecho do laudo</p><img src="https://exemplo.org/foto.png"><img src="file:///C:/laudo/imagem1.png">',
    );
    await waitFor(() => expect(html()).toContain('Trecho do laudo'));
    expect(html()).not.toContain('<img');
    expect(
      await screen.findByText(
        'Imagens copiadas de sites ou documentos não entram no texto: salve a imagem no computador e insira-a pelo botão Imagem.',
      ),
    ).toBeInTheDocument();
    expect(mockUploads).toEqual([]);
  });

  it('pasted text with our own and data-URL pictures keeps them, with no warning', async () => {
    renderWithAdmin(<Harness initial="<p>Antes</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    const dataUrl =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    paste(
      box,
      [],
      `<p>Copiado de outra seção</p><img src="/api/files/12/download?expires=1&amp;signature=x"><img src="${dataUrl}">`,
    );
    await waitFor(() => expect(html()).toContain('Copiado de outra seção'));
    expect(html()).toContain('<img src="/api/files/12/download?expires=1&amp;signature=x">');
    expect(html()).toContain(`<img src="${dataUrl}">`);
    expect(screen.queryByText(/Imagens copiadas/)).not.toBeInTheDocument();
  });

  it('a pasted file that is not a picture gets the button’s warning, nothing sent', async () => {
    renderWithAdmin(<Harness initial="<p>Antes</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Diagnóstico' });
    act(() => box.focus());
    paste(box, [new File(['%PDF-1.7'], 'planta.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('A imagem deve ser um arquivo PNG ou JPEG.')).toBeInTheDocument();
    expect(mockUploads).toEqual([]);
    expect(html()).toBe('<p>Antes</p>');
  });

  it.each([
    [
      'a text file named .png',
      new File(['não é imagem'], 'nota.png', { type: 'image/png' }),
      'A imagem deve ser um arquivo PNG ou JPEG.',
    ],
    ['a GIF', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), 'A imagem deve ser um arquivo PNG ou JPEG.'],
    [
      'a 3 MB JPEG',
      new File([new Uint8Array(3 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' }),
      'A imagem deve ter no máximo 2 MB.',
    ],
  ])('Imagem refuses %s with a Portuguese warning', async (_, file, warning) => {
    await press('Negrito', '<p>Sem figura</p>');
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [file] } });
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(html()).not.toContain('<img');
  });

  it('follows a value changed from outside without reporting it as an edit', async () => {
    const { rerender } = renderWithAdmin(
      <RichTextEditor value="<p>Antes</p>" onChange={() => expect.unreachable('no edit')} label="Seção" />,
    );
    expect(await screen.findByRole('textbox', { name: 'Seção' })).toHaveTextContent('Antes');
    rerender(<RichTextEditor value="<p>Depois</p>" onChange={() => expect.unreachable('no edit')} label="Seção" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Seção' })).toHaveTextContent('Depois'));
  });
});
