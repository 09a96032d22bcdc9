import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MARRIED, MDR, REURB_MISTA, REURB_S } from '../../components/domain/model';
import { startMockApi } from '../../components/testing/server';
import { mockStore } from '../../../mock-api/handlers.ts';
import { mockLot, openLot, setProjectClass, tabNames } from './testing';
import { LOT_FORM_TEST, LOT_FORM_WAIT } from '../../components/testing/timeouts';

const { server, calls } = startMockApi();

/** The whole lot form (some 130 inputs) takes seconds to mount under jsdom on a busy machine. */
const SLOW = LOT_FORM_TEST;

/** An input of the lot's own data: the documents and family tabs have labels of their own (a child's CPF). */
const field = (label: RegExp) =>
  within(screen.getByRole('tabpanel', { name: 'Informações', hidden: true })).getByLabelText(label) as HTMLInputElement;

/** Replaces an input's text as a paste (one input event: the form is large, typing is slow). */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
}
const save = () => screen.getByRole('button', { name: 'Salvar' });

async function openEditor(id = 1, account: 'projectAdmin' | 'member' | 'admin' = 'projectAdmin') {
  const app = openLot(`/lots/${id}/edit`, account);
  await waitFor(
    () => expect(field(/^Identificador/)).toHaveValue(mockStore.lots.find((l) => l.id === id)!.name as string),
    LOT_FORM_WAIT,
  );
  // the municipalities of the project's state load by themselves: let them, before the test ends
  await waitFor(async () =>
    expect((await calls()).some((c) => c.path.startsWith('/api/reference/municipalities'))).toBe(true),
  );
  return app;
}

async function chooseCivilStatus(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Estado civil/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('Editar Lote: tabs follow the live values (docs/screens.md#screens)', SLOW, () => {
  it('shows Cônjuge once Casado(a) is chosen, Companheiro(a) for a stable union, neither otherwise', async () => {
    mockLot(1, { civil_status: 'Solteiro(a)' });
    await openEditor();
    expect(tabNames()).toEqual(['Informações', 'Documentos', 'Filhos', 'Moradores', 'Registro']);
    await chooseCivilStatus(MARRIED);
    await waitFor(() =>
      expect(tabNames()).toEqual(['Informações', 'Cônjuge', 'Documentos', 'Filhos', 'Moradores', 'Registro']),
    );
    await chooseCivilStatus('Viúvo(a) em união estável');
    await waitFor(() =>
      expect(tabNames()).toEqual(['Informações', 'Companheiro(a)', 'Documentos', 'Filhos', 'Moradores', 'Registro']),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Companheiro(a)' }));
    const companion = screen.getByRole('tabpanel', { name: 'Companheiro(a)' });
    expect(within(companion).getByLabelText(/Em união estável desde/)).toBeVisible();
    // Under the heading "Cônjuge ou companheiro(a)", labels short enough for a phone: not
    // "Data de nascimento do(a) cônjuge ou co…".
    expect(within(companion).getByLabelText('Data de nascimento')).toBeVisible();
    expect(within(companion).queryByLabelText(/do\(a\) cônjuge ou companheiro\(a\)/)).toBeNull();
  });

  it('adds Benfeitorias in an MDR project, and gives the tabs their editable contents', async () => {
    setProjectClass(mockLot(1, { civil_status: 'Solteiro(a)' }), MDR);
    await openEditor();
    expect(tabNames()).toEqual(['Informações', 'Documentos', 'Benfeitorias', 'Filhos', 'Moradores', 'Registro']);
    await userEvent.click(screen.getByRole('tab', { name: 'Benfeitorias' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Benfeitorias' })).getByLabelText(/Número de dormitórios/),
    ).toBeVisible();
    // The real tabs, editable: files to choose, the family's add button enabled.
    await userEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    const documents = screen.getByRole('tabpanel', { name: 'Documentos' });
    expect(within(documents).getAllByRole('button', { name: /Escolher arquivo/ })[0]).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Filhos' }));
    const children = screen.getByRole('tabpanel', { name: 'Filhos' });
    expect(await within(children).findByRole('article', { name: 'Lucas Pereira Santos' })).toBeInTheDocument();
    expect(within(children).getByRole('button', { name: 'Adicionar Filho' })).toBeEnabled();
  });
});

describe('Editar Lote: the lot’s own modality', SLOW, () => {
  it('is asked only in a Reurb mista project, where each unit has its own (Decreto 9.310/2018 art. 5º, § 7º)', async () => {
    const lot = mockLot(1, { civil_status: 'Solteiro(a)' });
    const project = mockStore.projects.find((p) => p.id === lot.project_id)!;
    const modality = () =>
      within(screen.getByRole('tabpanel', { name: 'Informações', hidden: true })).queryByRole('combobox', {
        name: 'Modalidade da Reurb do lote',
      });
    project.reurb_modality = REURB_S;
    const first = await openEditor();
    expect(modality()).toBeNull();
    first.unmount();
    project.reurb_modality = REURB_MISTA;
    await openEditor();
    expect(modality()).toBeVisible();
    expect(
      screen.getByText('Na Reurb mista, cada lote tem a sua (Decreto nº 9.310/2018, art. 5º, § 7º)'),
    ).toBeVisible();
  });
});

describe('Editar Lote: masks and messages (docs/validation.md#validation)', SLOW, () => {
  it('masks CPF, date and money, and sends digits, ISO dates and numbers', async () => {
    // A single owner: the Companheiro(a) tab would add a second 'Data de nascimento'.
    mockLot(1, { civil_status: 'Solteiro(a)' });
    const app = await openEditor();
    const user = userEvent.setup();
    await enter(user, /^CPF$/, '52998224725');
    expect(field(/^CPF$/)).toHaveValue('529.982.247-25');
    await enter(user, /Data de nascimento/, '25121980');
    expect(field(/Data de nascimento/)).toHaveValue('25/12/1980');
    await enter(user, /^Renda mensal/, '1234,56');
    expect(field(/^Renda mensal/)).toHaveValue('1234,56');
    await user.tab();
    expect(field(/^Renda mensal/)).toHaveValue('1.234,56');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(app.location()).toBe('/lots/1'));
    const patch = (await calls()).find((c) => c.method === 'PATCH' && c.path === '/api/lots/1')!;
    expect(patch.body).toMatchObject({ cpf: '52998224725', birth_date: '1980-12-25', income: 1234.56 });
    for (const key of ['id', 'status', 'assigned_users', 'block', 'project_class', 'updated_at', 'address_search']) {
      expect(patch.body).not.toHaveProperty(key);
    }
  });

  it('says in Portuguese what is wrong with a CPF, a date and an e-mail, and keeps Salvar disabled', async () => {
    mockLot(1, { civil_status: 'Solteiro(a)' });
    await openEditor();
    const user = userEvent.setup();
    await enter(user, /^CPF$/, '11111111111');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    await enter(user, /Data de nascimento/, '31022020');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    await enter(user, /Data de ocupação do imóvel/, '01012099');
    expect(await screen.findByText('A data selecionada deve ser no passado.')).toBeInTheDocument();
    await enter(user, /^CPF$/, '5299822');
    expect(await screen.findByText(/Incompleto\. Ex\.:/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    // Why, and in which tab (on a phone the tab bar scrolls, and its red tab can be out of sight).
    expect(screen.getByText('Corrija os campos em vermelho para salvar: Informações')).toBeInTheDocument();
  });

  it("shows the server's field errors under their inputs", async () => {
    server.use(
      http.patch('*/api/lots/:id', () =>
        HttpResponse.json(
          { message: 'Dados inválidos.', errors: { n_selagem: 'Selagem já usada em outro lote' } },
          { status: 400 },
        ),
      ),
    );
    await openEditor();
    await userEvent.type(field(/Nº de selagem/), '9');
    await userEvent.click(save());
    expect(await screen.findByText('Selagem já usada em outro lote')).toBeInTheDocument();
  });

  it("opens the tab of the server's field error when it is not the open one (on a phone that tab was off-screen)", async () => {
    server.use(
      http.patch('*/api/lots/:id', () =>
        HttpResponse.json(
          { message: 'Dados inválidos.', errors: { registry_matricula: 'Matrícula já usada no Lote 7' } },
          { status: 400 },
        ),
      ),
    );
    await openEditor();
    await userEvent.type(field(/Nº de selagem/), '9');
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Registro' })).toHaveAttribute('aria-selected', 'true'));
    const registry = screen.getByRole('tabpanel', { name: 'Registro' });
    expect(within(registry).getByText('Matrícula já usada no Lote 7')).toBeVisible();
    expect(within(registry).getByRole('textbox', { name: /Matrícula nº/ })).toHaveFocus();
  });
});

describe('Editar Lote: manual address (no maps key)', SLOW, () => {
  it('masks the CEP and offers the municipalities of the project’s state', async () => {
    mockLot(1, { cep: null, cidade: null });
    await openEditor();
    const user = userEvent.setup();
    await enter(user, /^CEP/, '13015001');
    expect(field(/^CEP/)).toHaveValue('13015-001');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
    await user.type(screen.getByRole('combobox', { name: /Município/ }), 'Campin');
    await user.click(await screen.findByRole('option', { name: 'Campinas' }));
    await user.click(save());
    await waitFor(async () => expect((await calls()).some((c) => c.method === 'PATCH')).toBe(true));
    const patch = (await calls()).find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ cep: '13015001', cidade: 'Campinas' });
    expect((await calls()).some((c) => c.path === '/api/reference/municipalities?uf=SP')).toBe(true);
  });
});

describe('Editar Lote: permissions', SLOW, () => {
  it('lets a member edit the lot data (the API allows it) without the admin controls', async () => {
    await openEditor(1, 'member');
    expect(screen.queryByRole('button', { name: 'Executar Análise' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/lots/1');
  });
});
