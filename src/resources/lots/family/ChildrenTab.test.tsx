import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { startMockApi } from '../../../components/testing/server';
import { fileInputOf, testFile, setupUploadTestEnvironment } from '../../../components/upload/testing';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { familyOf, mockFamilies } from '../../../../mock-api/families.ts';
import { presentLot } from '../../../../mock-api/lots.ts';
import type { LotRecord } from '../lotRecord';
import { ChildrenTab } from './ChildrenTab';

const { server, calls } = startMockApi();
setupUploadTestEnvironment();

const lot = (id: number) => presentLot(mockStore.lots.find((l) => l.id === id)!) as unknown as LotRecord;
const open = (lotId = 1, readOnly = false) => renderWithAdmin(<ChildrenTab lot={lot(lotId)} readOnly={readOnly} />);
const card = (name: string) => screen.findByRole('article', { name });
const posted = async (path: string) =>
  (await calls()).filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body as Record<string, unknown>);
const modal = () => screen.getAllByRole('dialog')[0];
const fail = (method: 'get' | 'post' | 'delete', path: string) =>
  server.use(
    http[method](`*/api/lots/:id/${path}`, async ({ request }) => {
      if (method === 'post') await request.text();
      return HttpResponse.json({ message: 'Erro interno' }, { status: 500 });
    }),
  );

describe('Filhos tab', () => {
  it('shows a card per child: name, birth date, masked CPF, resident badge, files', async () => {
    open();
    const lucas = await card('Lucas Pereira Santos');
    expect(lucas).toHaveTextContent('15/03/2012');
    expect(lucas).toHaveTextContent('529.982.247-25');
    expect(lucas).toHaveTextContent('Reside no lote');
    expect(within(lucas).getByRole('link', { name: /certidao-8001\.pdf/ })).toBeInTheDocument();
    const beatriz = await card('Beatriz Pereira Santos');
    expect(beatriz).toHaveTextContent('Não reside no lote');
    expect(beatriz).toHaveTextContent('Pessoa com deficiência');
  });

  it('shows every child when they take more than one page: each page asked for until the total', async () => {
    // Lot 1's own children from the mock, one a page: as if the API's page size (100) were reached.
    const children = familyOf('children', 1);
    expect(children.length).toBeGreaterThan(1);
    server.use(
      http.get('*/api/lots/1/children', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ data: children.slice(page - 1, page), total: children.length });
      }),
    );
    open();
    for (const child of children) expect(await card(String(child.name))).toBeInTheDocument();
    const pages = (await calls())
      .filter((c) => c.path.startsWith('/api/lots/1/children'))
      .map((c) => new URL(c.path, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(children.map((_, i) => String(i + 1)));
  });

  it("says 'Nenhum filho cadastrado.' when there is none", async () => {
    open(2);
    expect(await screen.findByText('Nenhum filho cadastrado.')).toBeInTheDocument();
  });

  it("notifies 'Erro ao carregar filhos.' when the list fails", async () => {
    fail('get', 'children');
    open();
    expect(await screen.findByText('Erro ao carregar filhos.')).toBeInTheDocument();
  });

  it('adds a child in the modal; the deficiency description shows only while deficiencia is on', async () => {
    open();
    await card('Lucas Pereira Santos');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Filho' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome\s*\*?$/ }), 'Ana Clara');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Data de nascimento/ }), '10052015');
    expect(within(dialog).queryByRole('textbox', { name: /Descrição da deficiência/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: /Pessoa com deficiência/ }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Descrição da deficiência/ }), 'Baixa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Filho adicionado com sucesso!')).toBeInTheDocument();
    expect(await card('Ana Clara')).toBeInTheDocument();
    const [body] = await posted('/api/lots/1/children');
    expect(body).toMatchObject({
      name: 'Ana Clara',
      birth_date: '2015-05-10',
      deficiencia: true,
      deficiencia_desc: 'Baixa',
    });
    expect(Object.values(body)).not.toContain(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Salvar and Cancelar inside the modal, under the scrolling fields, never over the last one', async () => {
    open();
    await card('Lucas Pereira Santos');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Filho' });
    const content = dialog.querySelector('.MuiDialogContent-root');
    const actions = dialog.querySelector('.MuiDialogActions-root');
    expect(content).not.toBeNull();
    expect(actions).not.toBeNull();
    // The toolbar pinned to the window on a phone (react-admin's mobile Toolbar) is gone.
    expect(dialog.querySelector('.RaToolbar-root')).toBeNull();
    expect(actions).toContainElement(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(actions).toContainElement(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(content).not.toContainElement(actions as HTMLElement);
    // The last field, the RG upload, scrolls in the content, above the actions.
    const uploads = within(dialog).getAllByRole('button', { name: /Escolher arquivo/i });
    expect(content).toContainElement(uploads.at(-1)!);
    expect(content!.compareDocumentPosition(actions!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("flags a removed file and sends it as '' on save, without id, display fields or nulls", async () => {
    open();
    await userEvent.click(within(await card('Lucas Pereira Santos')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Filho' });
    const certificate = within(dialog).getByRole('group', { name: 'Certidão de nascimento' });
    await userEvent.click(within(certificate).getByRole('button', { name: 'Remover' }));
    await userEvent.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: 'Deletar' }));
    await waitFor(() =>
      expect(within(certificate).getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument(),
    );
    expect(mockFamilies.children[0].birth_certificate_file_id).toBe(8001);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Filho atualizado com sucesso!')).toBeInTheDocument();
    const [body] = await posted('/api/lots/1/children/1');
    expect(body.birth_certificate_file_id).toBe('');
    for (const key of ['id', 'lot_id', 'birth_certificate_file', 'rg_file', 'created_at', 'updated_at', 'rg_file_id'])
      expect(body).not.toHaveProperty(key);
    expect(Object.values(body)).not.toContain(null);
    expect(body).toMatchObject({ name: 'Lucas Pereira Santos', cpf: '52998224725', birth_date: '2012-03-15' });
    expect(mockFamilies.children[0].birth_certificate_file_id).toBeNull();
  });

  it('sends a new file in place of the old one on save', async () => {
    open();
    await userEvent.click(within(await card('Lucas Pereira Santos')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Filho' });
    await userEvent.upload(fileInputOf(dialog, 'RG'), testFile('rg-lucas.pdf', 'application/pdf'));
    await within(dialog).findByText('rg-lucas.pdf enviado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Filho atualizado com sucesso!');
    const [body] = await posted('/api/lots/1/children/1');
    expect(body.rg_file_id).toBe(9001);
    expect(body.birth_certificate_file_id).toBe(8001);
  });

  it("keeps the modal open and notifies 'Erro ao salvar filho.' when saving fails", async () => {
    fail('post', 'children/:childId');
    open();
    await userEvent.click(within(await card('Beatriz Pereira Santos')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Filho' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^RG$/ }), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar filho.')).toBeInTheDocument();
    expect(modal()).toBeInTheDocument();
  });

  it("a refusal with field errors: the error under its input and one notice, 'Erro ao salvar filho.'", async () => {
    server.use(
      http.post('*/api/lots/:id/children', async ({ request }) => {
        await request.text();
        return HttpResponse.json(
          { message: 'Dados inválidos. Verifique os campos destacados.', errors: { rg: 'RG já cadastrado' } },
          { status: 400 },
        );
      }),
    );
    open();
    await card('Lucas Pereira Santos');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Filho' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome\s*\*?$/ }), 'Ana Clara');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^RG$/ }), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('RG já cadastrado')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao salvar filho.')).toBeInTheDocument();
    // The form's own notice would come once its submission ends: the Salvar button says so.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled());
    expect(screen.queryByText('O formulário não é válido. Verifique os erros')).toBeNull();
  });

  it("asks 'Tem certeza que deseja excluir este filho?' and deletes", async () => {
    open();
    await userEvent.click(within(await card('Beatriz Pereira Santos')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir este filho?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Filho excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Beatriz Pereira Santos')).not.toBeInTheDocument());
    expect((await calls()).some((c) => c.method === 'DELETE' && c.path === '/api/lots/1/children/2')).toBe(true);
  });

  it("notifies 'Erro ao excluir filho.' when deleting fails", async () => {
    fail('delete', 'children/:childId');
    open();
    await userEvent.click(within(await card('Beatriz Pereira Santos')).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir filho.')).toBeInTheDocument();
    expect(screen.getByText('Beatriz Pereira Santos')).toBeInTheDocument();
  });

  it('disables add, edit and delete in read-only mode', async () => {
    open(1, true);
    const lucas = await card('Lucas Pereira Santos');
    expect(screen.getByRole('button', { name: 'Adicionar Filho' })).toBeDisabled();
    expect(within(lucas).getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(within(lucas).getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });
});
