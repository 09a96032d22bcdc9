import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { startMockApi } from '../../../components/testing/server';
import { fileInputOf, testFile, setupUploadTestEnvironment } from '../../../components/upload/testing';
import { fieldsOfSection, lotEntity } from '../../../components/domain/model';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { presentLot } from '../../../../mock-api/lots.ts';
import type { LotRecord } from '../lotRecord';
import { LotDocumentsTab } from './LotDocumentsTab';

const { server, calls } = startMockApi();
setupUploadTestEnvironment();

const LABELS = fieldsOfSection(lotEntity, 'documents').map((f) => f.label);
/** Shown only when the real right is the compra e venda. */
const PURCHASE = [
  'Contrato, compromisso, cessão ou promessa de cessão (compra e venda)',
  'Prova de quitação das obrigações do adquirente',
];

/** Lot 1 of the mock data with the given file ids, as GET /lots/1 answers it. */
function lotWith(changes: Record<string, unknown> = {}): LotRecord {
  const lot = mockStore.lots.find((l) => l.id === 1)!;
  Object.assign(lot, changes);
  return presentLot(lot) as unknown as LotRecord;
}

const open = (lot: LotRecord, readOnly = false) => renderWithAdmin(<LotDocumentsTab lot={lot} readOnly={readOnly} />);
const frame = (label: string) => screen.getByRole('group', { name: label });
const patches = async (path: string) =>
  (await calls()).filter((c) => c.method === 'PATCH' && c.path === path).map((c) => c.body);

describe('Documentos tab', () => {
  it("shows every document with its label, 'Cadastro Único' only once set", () => {
    open(lotWith({ cadastro_unico_file_id: null, real_right: 'LEGITIMACAO_FUNDIARIA' }));
    for (const label of LABELS.filter((l) => l !== 'Cadastro Único' && !PURCHASE.includes(l)))
      expect(frame(label)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cadastro Único' })).not.toBeInTheDocument();
    expect(frame('CPF do(a) cônjuge ou companheiro(a)')).toBeInTheDocument();
    for (const label of PURCHASE) expect(screen.queryByRole('group', { name: label })).not.toBeInTheDocument();
  });

  it('asks for the contract and its proof of payment when the unit was bought (Decreto 9.310/2018 art. 50, parágrafo único)', () => {
    open(lotWith({ real_right: 'COMPRA_VENDA', quitacao_aquisicao_file_id: 42 }));
    expect(frame(PURCHASE[0])).toBeInTheDocument();
    expect(within(frame(PURCHASE[1])).getByRole('link', { name: /arquivo-42\.pdf/ })).toBeInTheDocument();
  });

  it("shows 'Cadastro Único' when the lot has it", () => {
    open(lotWith({ cadastro_unico_file_id: 41 }));
    expect(within(frame('Cadastro Único')).getByRole('link', { name: /arquivo-41\.pdf/ })).toBeInTheDocument();
  });

  it('links an upload to the lot at once (PATCH <name>_id) and says so', async () => {
    open(lotWith());
    await userEvent.upload(fileInputOf(document.body, 'RG (frente)'), testFile('rg.pdf', 'application/pdf'));
    expect(await screen.findByText('Documento salvo com sucesso!')).toBeInTheDocument();
    expect(await patches('/api/lots/1')).toEqual([{ rg_file_id: 9001 }]);
    expect(within(frame('RG (frente)')).getByRole('link', { name: /arquivo-9001\.pdf/ })).toBeInTheDocument();
    expect(mockStore.lots[0].rg_file_id).toBe(9001);
  });

  it("adds to the other documents' list (PATCH <name>_ids with the ones already there)", async () => {
    open(lotWith({ other_documents_files_ids: [31, 32] }));
    await userEvent.upload(fileInputOf(document.body, 'Outros documentos'), [
      testFile('a.pdf', 'application/pdf'),
      testFile('b.pdf', 'application/pdf'),
    ]);
    await waitFor(async () => expect((await patches('/api/lots/1')).length).toBe(2));
    const bodies = (await patches('/api/lots/1')) as { other_documents_files_ids: number[] }[];
    expect(bodies[1].other_documents_files_ids).toHaveLength(4);
    expect([...(mockStore.lots[0].other_documents_files_ids as number[])].sort()).toEqual([31, 32, 9001, 9002]);
  });

  it('warns past 10 other documents', async () => {
    open(lotWith({ other_documents_files_ids: Array.from({ length: 10 }, (_, i) => 100 + i) }));
    await userEvent.upload(fileInputOf(document.body, 'Outros documentos'), testFile('a.pdf', 'application/pdf'));
    expect(await screen.findByText('You can upload at most 10 files.')).toBeInTheDocument();
    expect(await patches('/api/lots/1')).toEqual([]);
  });

  it('removes a document with PATCH /lots/{id}/remove-file', async () => {
    open(lotWith({ cpf_file_id: 55 }));
    await userEvent.click(within(frame('CPF')).getByRole('button', { name: 'Remover' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Documento removido com sucesso!')).toBeInTheDocument();
    expect(await patches('/api/lots/1/remove-file')).toEqual([{ file_id: 55 }]);
    await waitFor(() =>
      expect(within(frame('CPF')).getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument(),
    );
  });

  it("shows 'Falha no envio' and the server's reason when linking fails", async () => {
    server.use(
      http.patch('*/api/lots/:id', async ({ request }) => {
        await request.json();
        return HttpResponse.json(
          { message: 'Requisição inválida', errors: { rg_file_id: 'Arquivo inválido' } },
          { status: 400 },
        );
      }),
    );
    open(lotWith());
    await userEvent.upload(fileInputOf(document.body, 'RG (frente)'), testFile('rg.pdf', 'application/pdf'));
    expect(await screen.findByText('Erro ao salvar documento.')).toBeInTheDocument();
    const alert = within(frame('RG (frente)')).getByRole('alert');
    expect(alert).toHaveTextContent('Falha no envio');
    expect(alert).toHaveTextContent('Arquivo inválido');
  });

  it('shows links only in read-only mode', () => {
    open(lotWith({ rg_file_id: 12 }), true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(frame('RG (frente)')).getByRole('link', { name: /arquivo-12\.pdf/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(frame('CPF')).getByText('Nenhum arquivo')).toBeInTheDocument();
  });
});
