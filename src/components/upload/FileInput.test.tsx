import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { DomainForm, DomainInput } from '../domain';
import { lotEntity, projectEntity } from '../domain/model';
import { mockStore } from '../../../mock-api/handlers.ts';
import { presentLot } from '../../../mock-api/lots.ts';
import { fileInputOf, testFile, setupUploadTestEnvironment, uploadWidget } from './testing';
import './register';

const { calls } = startMockApi();
setupUploadTestEnvironment();

const memorial = { id: 5, url: '/api/files/5/download', originalName: 'memorial.pdf' };

describe('FileInput (DomainInput of file fields)', () => {
  it("keeps another owner's file in its id field until the form is saved; removing clears it", async () => {
    const onSubmit = vi.fn();
    const record = {
      id: 3,
      name: 'Vila Nova',
      memorial_file_id: 5,
      memorial_file: memorial,
      image_id: null,
      image: null,
    };
    renderWithAdmin(
      <DomainForm entity={projectEntity} record={record} onSubmit={onSubmit}>
        <DomainInput field="memorial_file" />
        <DomainInput field="image" />
      </DomainForm>,
    );
    const frame = await uploadWidget('Memorial descritivo');
    await userEvent.click(within(frame).getByRole('button', { name: 'Remover' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(within(frame).getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument());
    await userEvent.upload(fileInputOf(document.body, 'Imagem'), testFile('mapa.pdf', 'application/pdf'));
    await screen.findByText('mapa.pdf enviado.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ memorial_file_id: null, image_id: 9001 });
    expect((await calls()).filter((c) => c.path.includes('remove-file'))).toEqual([]);
  });

  it("saves a lot's file at once inside the lot's form", async () => {
    const lot = presentLot(mockStore.lots[0]);
    renderWithAdmin(
      <RecordContextProvider value={lot}>
        <DomainForm entity={lotEntity} record={lot} onSubmit={vi.fn()}>
          <DomainInput field="other_documents_files" />
        </DomainForm>
      </RecordContextProvider>,
    );
    await uploadWidget('Outros documentos');
    await userEvent.upload(fileInputOf(document.body, 'Outros documentos'), testFile('laudo.pdf', 'application/pdf'));
    expect(await screen.findByText('Documento salvo com sucesso!')).toBeInTheDocument();
    const patch = (await calls()).find((c) => c.method === 'PATCH' && c.path === '/api/lots/1');
    expect(patch?.body).toEqual({ other_documents_files_ids: [9001] });
  });
});
