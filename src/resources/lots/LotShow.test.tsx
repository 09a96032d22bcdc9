import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { MARRIED, MDR } from '../../components/domain/model';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { CURRENT_LOT, CURRENT_PROJECT } from '../../components/currentSelection';
import { lotScreen, mockLot, openLot, setProjectClass, tabNames } from './testing';
import { lotsResource } from '.';
import { SHOWN_TOGETHER_WAIT_MS as PANELS_WAIT_MS } from '../../components/useShownTogether';

const { server } = startMockApi();

describe('Visualizar Lote: tabs (docs/screens.md#screens)', () => {
  it.each([
    ['Solteiro(a)', 'REURB', ['Informações', 'Documentos', 'Filhos', 'Moradores', 'Registro']],
    [MARRIED, 'REURB', ['Informações', 'Cônjuge', 'Documentos', 'Filhos', 'Moradores', 'Registro']],
    ['Casado(a) com separação de corpos', 'REURB', ['Informações', 'Documentos', 'Filhos', 'Moradores', 'Registro']],
    [
      'Divorciado(a) em união estável',
      'REURB',
      ['Informações', 'Companheiro(a)', 'Documentos', 'Filhos', 'Moradores', 'Registro'],
    ],
    [
      'União Estável',
      MDR,
      ['Informações', 'Companheiro(a)', 'Documentos', 'Benfeitorias', 'Filhos', 'Moradores', 'Registro'],
    ],
    [MARRIED, MDR, ['Informações', 'Cônjuge', 'Documentos', 'Benfeitorias', 'Filhos', 'Moradores', 'Registro']],
  ])('civil status %s in a %s project', async (civil_status, projectClass, tabs) => {
    setProjectClass(mockLot(1, { civil_status }), projectClass);
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    expect(tabNames()).toEqual(tabs);
  });

  it('shows the lot read-only, and the documents and family contents in read-only mode', async () => {
    mockLot(1, { civil_status: MARRIED, spouse_name: 'Joana Prado', cpf: '52998224725', income: 1234.5 });
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    const info = screen.getByRole('tabpanel', { name: 'Informações' });
    expect(within(info).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(info).getByText(/R\$\s1\.234,50/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    screen.getByRole('tab', { name: 'Cônjuge' }).click();
    expect(await screen.findByText('Joana Prado')).toBeInTheDocument();
    // Under the heading "Cônjuge ou companheiro(a)", the label without those words.
    const spouse = screen.getByRole('region', { name: 'Cônjuge ou companheiro(a)' });
    expect(within(spouse).getByText('Nome', { exact: true })).toBeInTheDocument();
    expect(within(spouse).queryByText('Nome do(a) cônjuge ou companheiro(a)')).not.toBeInTheDocument();
    // The real tabs, read-only: the documents' names with nothing to choose, the family's lists
    // (this lot's family, mock-api/families.ts) with every button disabled.
    screen.getByRole('tab', { name: 'Documentos' }).click();
    const documents = await screen.findByRole('tabpanel', { name: 'Documentos' });
    expect(await within(documents).findByText('Outros documentos')).toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: /Escolher arquivo/ })).not.toBeInTheDocument();
    screen.getByRole('tab', { name: 'Filhos' }).click();
    const children = await screen.findByRole('tabpanel', { name: 'Filhos' });
    const lucas = await within(children).findByRole('article', { name: 'Lucas Pereira Santos' });
    expect(within(lucas).getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(within(children).getByRole('button', { name: 'Adicionar Filho' })).toBeDisabled();
    screen.getByRole('tab', { name: 'Moradores' }).click();
    const residents = await screen.findByRole('tabpanel', { name: 'Moradores' });
    const jose = await within(residents).findByRole('article', { name: 'José Almeida' });
    expect(within(jose).getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(within(residents).getByRole('button', { name: 'Adicionar Outro Residente' })).toBeDisabled();
  });
});

describe('Visualizar Lote: the panels and the tabs come together (useLotPanelsSettled)', () => {
  /** The legal panel's answer held back until the test lets it go. */
  const holdLegal = () => holdAnswer(server, '*/api/lots/:id/legal');

  it('shows the tabs once every panel has its answer, not before: nothing comes in above them later', async () => {
    const legal = holdLegal();
    openLot('/lots/1', 'member');
    await screen.findByRole('heading', { name: 'Lote 01', level: 1 });
    await waitFor(() => expect(legal.asked()).toBe(true));
    expect(screen.queryByRole('region', { name: 'Conformidade legal' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    legal.release();
    await lotScreen('Lote 01');
    const panel = screen.getByRole('region', { name: 'Conformidade legal' });
    expect(within(panel).queryByText('Conferindo as regras...')).not.toBeInTheDocument();
    expect(within(panel).getByText(/^Título de legitimação: /)).toBeInTheDocument();
  });

  it(`shows them anyway after ${PANELS_WAIT_MS} ms when a panel's answer hangs: that panel says it is still loading, and its rules come folded`, async () => {
    const legal = holdLegal();
    openLot('/lots/1', 'member');
    await screen.findByRole('heading', { name: 'Lote 01', level: 1 });
    expect(await screen.findAllByRole('tab', {}, { timeout: PANELS_WAIT_MS + 5_000 })).not.toEqual([]);
    expect(legal.asked()).toBe(true);
    const panel = screen.getByRole('region', { name: 'Conformidade legal' });
    expect(within(panel).getByText('Conferindo as regras...')).toBeInTheDocument();
    expect(within(panel).getByText('Título de legitimação: conferindo...')).toBeInTheDocument();
    legal.release();
    // Come late, its rules stay folded under the verdicts, in the room the pending verdicts held:
    // unfolded, they would push the map, the documents and the tabs already on screen out of view.
    await within(panel).findByText(/^Título de legitimação: (pode ser emitido|bloqueado)/);
    expect(within(panel).queryAllByRole('listitem')).toEqual([]);
    await userEvent.click(
      within(panel).getByRole('button', { name: /^Mostrar (1 impedimento ou aviso|os \d+ impedimentos e avisos)$/ }),
    );
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('button', { name: /^Mostrar também as / })).toBeInTheDocument();
  });

  it('keeps every panel where it is when the lot changes: its last answer stays, marked as updating, until the new one comes', async () => {
    mockLot(1, { status: 'incomplete' });
    openLot('/lots/1', 'projectAdmin');
    await lotScreen('Lote 01');
    const panel = screen.getByRole('region', { name: 'Conformidade legal' });
    expect(within(panel).getByText(/^Título de legitimação: /)).toBeInTheDocument();
    // A new status is a change of the lot (its updated_at): the panels ask again, the answer held back.
    const legal = holdLegal();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completo' }));
    await waitFor(() => expect(legal.asked()).toBe(true));
    expect(within(panel).getByRole('progressbar', { name: 'Atualizando...' })).toBeInTheDocument();
    expect(within(panel).getByText(/^Título de legitimação: /)).toBeInTheDocument();
    expect(within(panel).queryByText('Conferindo as regras...')).not.toBeInTheDocument();
    expect(tabNames()).toContain('Informações');
    legal.release();
    await waitFor(() => expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(panel).getByText(/^Título de legitimação: /)).toBeInTheDocument();
  });
});

describe('Visualizar Lote: another lot opens afresh', () => {
  it('opens a lot reached by a link on its first tab, the passed rules folded, even when its answers are at hand', async () => {
    // Lots 1 and 2 share the owner's CPF: each one's legal panel links to the other (Lei 13.465/2017, art. 23, §1º).
    mockLot(1, { cpf: '52998224725' });
    mockLot(2, { cpf: '52998224725' });
    openLot('/lots/1', 'member');
    const go = async (from: string, to: string) => {
      const panel = screen.getByRole('region', { name: 'Conformidade legal' });
      await userEvent.click(within(panel).getByRole('link', { name: new RegExp(`^${to} \\(`) }));
      await lotScreen(to);
      expect(screen.queryByRole('heading', { name: from, level: 1 })).not.toBeInTheDocument();
    };
    await lotScreen('Lote 01');
    // Lot 2 once, so that its answers are at hand the second time, and back.
    await go('Lote 01', 'Lote 02');
    await go('Lote 02', 'Lote 01');
    await userEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    await userEvent.click(screen.getByRole('button', { name: /^Mostrar também as / }));
    await go('Lote 01', 'Lote 02');
    expect(screen.getByRole('tab', { name: 'Informações' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Mostrar também as / })).toBeInTheDocument();
  });
});

describe('Visualizar Lote: buttons and permissions', () => {
  it('has Voltar to the block and Editar', async () => {
    const lot = mockLot(1);
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', `/blocks/${lot.block_id as number}`);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/lots/1/edit');
  });

  it('hides the review, the status and the assignees from a member', async () => {
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    expect(screen.queryByRole('button', { name: 'Executar Análise' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Situação' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('lot-assigned-users')).not.toBeInTheDocument();
  });

  it('gives a project admin the review, the status and the assignees', async () => {
    mockLot(1, { status: 'to_review' });
    openLot('/lots/1', 'projectAdmin');
    expect(await screen.findByRole('button', { name: 'Executar Análise' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('Para Revisão');
    expect(screen.getByTestId('lot-assigned-users')).toHaveTextContent('Cadastro social: pendente');
  });

  it('says who did the social registration and, in an MDR project, the improvements', async () => {
    const lot = mockLot(1, {
      assigned_users: {
        social: { user_id: 7, name: 'Rita Alves', at: '2026-11-10T13:30:00Z', done: true },
        benfeitorias: { user_id: 8, name: 'Caio Lima', at: '2026-11-11T13:30:00Z', done: false },
      },
    });
    setProjectClass(lot, MDR);
    openLot('/lots/1', 'admin');
    const text = await screen.findByTestId('lot-assigned-users');
    expect(text).toHaveTextContent(
      'Cadastro social: Rita Alves em 10/11/2026 10:30 · Benfeitorias: pendente, atribuído a Caio Lima',
    );
  });

  it('writes the protocol the same way in the Registro banner and in its field: XXXXX-XXXXX', async () => {
    mockLot(1, { protocol: '3RUMB7WFFV' });
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    screen.getByRole('tab', { name: 'Registro' }).click();
    const registry = await screen.findByRole('tabpanel', { name: 'Registro' });
    expect(await within(registry).findByTestId('lot-protocol')).toHaveTextContent(
      'Protocolo de acompanhamento: 3RUMB-7WFFV',
    );
    expect(within(registry).getByText('3RUMB-7WFFV')).toBeInTheDocument();
    expect(within(registry).queryByText(/3RUMB7WFFV/)).not.toBeInTheDocument();
  });

  it('remembers the lot and its project as the current ones', async () => {
    const store = memoryStore();
    renderAdmin({ account: 'member', path: '/lots/2', resources: [lotsResource], store });
    await lotScreen('Lote 02');
    await waitFor(() => expect(store.getItem(CURRENT_LOT)).toBe(2));
    expect(store.getItem(CURRENT_PROJECT)).toBe(1);
  });
});

describe('Visualizar Lote: LGPD anonymisation (issue 7)', () => {
  it('tells an admin that the lot was anonymised, and when', async () => {
    mockLot(1, { anonymised_at: '2026-11-20T13:45:00.000Z' });
    openLot('/lots/1', 'admin');
    await lotScreen('Lote 01');
    expect(await screen.findByTestId('lot-anonymised')).toHaveTextContent('anonimizados em 20/11/2026 10:45');
  });
  it('shows nothing to a member', async () => {
    mockLot(1, { anonymised_at: '2026-11-20T13:45:00.000Z' });
    openLot('/lots/1', 'member');
    await lotScreen('Lote 01');
    expect(screen.queryByTestId('lot-anonymised')).not.toBeInTheDocument();
  });
});

describe('Visualizar Lote: a lot that does not exist (issue 18)', () => {
  it('shows a "não encontrado" page with a way back, not a blank screen', async () => {
    openLot('/lots/999999', 'projectAdmin');
    expect(await screen.findByRole('heading', { name: 'Lote não encontrado', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('não existe, foi excluído ou pertence a um projeto');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Projetos' })).toHaveAttribute('href', '/projects');
  });
});

describe('Editar Lote: a lot that does not exist (issue 18)', () => {
  it('shows the same "não encontrado" page', async () => {
    openLot('/lots/999999/edit', 'projectAdmin');
    expect(await screen.findByRole('heading', { name: 'Lote não encontrado', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Projetos' })).toHaveAttribute('href', '/projects');
  });
});
