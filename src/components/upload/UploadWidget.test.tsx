import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { mockUploads } from '../../../mock-api/files.ts';
import type { UploadedFile } from '../domain/model';
import { MultiUploadWidget } from './MultiUploadWidget';
import { UploadWidget } from './UploadWidget';
import { fileInputOf, testFile, setupUploadTestEnvironment } from './testing';

const { server } = startMockApi();
const { ctx, toBlob } = setupUploadTestEnvironment();

const pdf = { id: 70, url: '/api/files/70/download', originalName: 'contrato.pdf' };
const photo = { id: 71, url: '/api/files/71/download', originalName: 'frente.jpg' };

function single(props: Partial<Parameters<typeof UploadWidget>[0]> = {}) {
  const onUploaded = vi.fn();
  const onRemove = vi.fn();
  renderWithAdmin(
    <UploadWidget label="RG (frente)" value={null} onUploaded={onUploaded} onRemove={onRemove} {...props} />,
  );
  return { onUploaded, onRemove, input: fileInputOf(document.body, 'RG (frente)') };
}

describe('Upload widget', () => {
  it('uploads from the initial state to success and hands over the stored file (multipart field `file`)', async () => {
    const { onUploaded, input } = single();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument();
    await userEvent.upload(input, testFile('contrato.pdf', 'application/pdf'));
    expect(await screen.findByText('contrato.pdf enviado.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({
      id: 9001,
      url: expect.stringContaining('/api/files/9001/download'),
      originalName: 'contrato.pdf',
    });
    expect(mockUploads).toEqual([
      { id: 9001, field: 'file', originalName: 'contrato.pdf', type: 'application/pdf', size: 4 },
    ]);
  });

  it('shows the saving state while the file travels', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/files/create', async ({ request }) => {
        await request.formData();
        await gate;
        return HttpResponse.json(pdf);
      }),
    );
    const { input } = single();
    await userEvent.upload(input, testFile('contrato.pdf', 'application/pdf'));
    expect(await screen.findByText('Enviando contrato.pdf...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Escolher arquivo' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('contrato.pdf enviado.')).toBeInTheDocument();
  });

  it("fails with 'Falha no envio' and the server's details, and 'Tente novamente' sends again", async () => {
    server.use(
      http.post(
        '*/api/files/create',
        async ({ request }) => (
          await request.formData(),
          HttpResponse.json({ message: 'Arquivo maior que o limite de 5 MB' }, { status: 413 })
        ),
        { once: true },
      ),
    );
    const { onUploaded, input } = single();
    await userEvent.upload(input, testFile('contrato.pdf', 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha no envio');
    expect(alert).toHaveTextContent('Arquivo maior que o limite de 5 MB');
    expect(onUploaded).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tente novamente' }));
    expect(await screen.findByText('contrato.pdf enviado.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Falha no envio')).not.toBeInTheDocument();
  });

  it('retries only the link when the upload went through and keeping it failed', async () => {
    const onUploaded = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Erro ao salvar'), { body: { message: 'Arquivo inválido' } }));
    const { input } = single({ onUploaded });
    await userEvent.upload(input, testFile('contrato.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo inválido');
    await userEvent.click(screen.getByRole('button', { name: 'Tente novamente' }));
    await screen.findByText('contrato.pdf enviado.');
    expect(mockUploads).toHaveLength(1);
    expect(onUploaded).toHaveBeenCalledTimes(2);
  });

  it('resets (Cancelar) to the initial state, forgetting the failed file', async () => {
    server.use(
      http.post(
        '*/api/files/create',
        async ({ request }) => (
          await request.formData(),
          HttpResponse.json({ message: 'Tipo de arquivo não permitido.' }, { status: 415 })
        ),
      ),
    );
    const { input } = single();
    await userEvent.upload(input, testFile('planilha.pdf', 'application/pdf'));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument();
  });

  it('opens an image in the editor, rotates it and sends it as JPEG', async () => {
    const { onUploaded, input } = single();
    await userEvent.upload(input, testFile('frente.png', 'image/png'));
    const editor = await screen.findByRole('dialog');
    expect(editor).toHaveTextContent('Ajustar imagem');
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Girar 90°' })).toBeEnabled());
    await userEvent.click(within(editor).getByRole('button', { name: 'Girar 90°' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Enviar' }));
    await screen.findByText('frente.jpg enviado.');
    expect(toBlob).toHaveBeenLastCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(ctx.rotate).toHaveBeenLastCalledWith(Math.PI / 2);
    expect(mockUploads.at(-1)).toMatchObject({ originalName: 'frente.jpg', type: 'image/jpeg' });
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ originalName: 'frente.jpg' }));
  });

  it('sends HEIC as it is, without the editor', async () => {
    const { input } = single();
    await userEvent.upload(input, testFile('IMG_0001.HEIC', 'image/heic'));
    await screen.findByText('IMG_0001.HEIC enviado.');
    expect(screen.queryByText('Ajustar imagem')).not.toBeInTheDocument();
    expect(mockUploads.at(-1)).toMatchObject({ originalName: 'IMG_0001.HEIC', type: 'image/heic' });
  });

  it('sends the image widget’s file in the multipart field `image`', async () => {
    const { input } = single({ field: 'image' });
    await userEvent.upload(input, testFile('mapa.pdf', 'application/pdf'));
    await screen.findByText('mapa.pdf enviado.');
    expect(mockUploads.at(-1)).toMatchObject({ field: 'image' });
  });

  it('removes the file after the delete modal; Substituir picks another', async () => {
    const { onRemove } = single({ value: pdf });
    expect(screen.queryByRole('button', { name: 'Escolher arquivo' })).not.toBeInTheDocument();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Substituir' }));
    expect(click).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você tem certeza que quer deletar contrato.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(pdf));
  });

  it('shows only the link in read-only mode; an image opens in a lightbox, a PDF in a new tab', async () => {
    renderWithAdmin(
      <>
        <UploadWidget label="RG (frente)" value={photo} readOnly onUploaded={vi.fn()} onRemove={vi.fn()} />
        <UploadWidget label="CPF" value={pdf} readOnly onUploaded={vi.fn()} onRemove={vi.fn()} />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contrato\.pdf/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('link', { name: /frente\.jpg/ }));
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByRole('img', { name: 'frente.jpg' })).toHaveAttribute('src', photo.url);
  });
});

describe('Several files', () => {
  const nine: UploadedFile[] = Array.from({ length: 9 }, (_, i) => ({
    id: i + 1,
    url: `/f/${i + 1}`,
    originalName: `doc-${i + 1}.pdf`,
  }));

  it('warns in English past the limit and sends only what fits', async () => {
    const onUploaded = vi.fn();
    renderWithAdmin(
      <MultiUploadWidget
        label="Outros documentos"
        value={nine}
        limit={10}
        onUploaded={onUploaded}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByText('9 de 10 arquivos')).toBeInTheDocument();
    await userEvent.upload(fileInputOf(document.body, 'Outros documentos'), [
      testFile('a.pdf', 'application/pdf'),
      testFile('b.pdf', 'application/pdf'),
      testFile('c.png', 'image/png'),
    ]);
    expect(await screen.findByText('You can upload at most 10 files.')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(mockUploads.map((u) => u.originalName)).toEqual(['a.pdf']);
  });

  it('converts images chosen together to JPEG without the editor', async () => {
    const onUploaded = vi.fn();
    renderWithAdmin(
      <MultiUploadWidget label="Outros documentos" value={[]} limit={10} onUploaded={onUploaded} onRemove={vi.fn()} />,
    );
    await userEvent.upload(fileInputOf(document.body, 'Outros documentos'), [
      testFile('a.png', 'image/png'),
      testFile('b.webp', 'image/webp'),
    ]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    expect(mockUploads.map((u) => [u.originalName, u.type]).sort()).toEqual([
      ['a.jpg', 'image/jpeg'],
      ['b.jpg', 'image/jpeg'],
    ]);
    expect(screen.queryByText('Ajustar imagem')).not.toBeInTheDocument();
  });

  it('removes one file after the delete modal', async () => {
    const onRemove = vi.fn();
    renderWithAdmin(
      <MultiUploadWidget
        label="Outros documentos"
        value={nine.slice(0, 2)}
        limit={10}
        onUploaded={vi.fn()}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover doc-2.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(nine[1]));
  });
});
