import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { startMockApi } from '../../../components/testing/server';
import { onPhone } from '../../../components/testing/phone';
import { renderAdmin } from '../../../components/testing/renderAdmin';
import { lotsResource } from '..';
import { bulkSummary } from './BulkActions';
import { toFormFilters, toViewFilters } from './filters';

const { calls } = startMockApi();

const open = (account: 'admin' | 'member' | 'projectAdmin' = 'projectAdmin', path = '/lots') =>
  renderAdmin({ account, path, resources: [lotsResource] });
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

/** A project admin on /lots with the first row selected. */
async function firstRowSelected() {
  const user = userEvent.setup();
  open('projectAdmin');
  await screen.findByRole('button', { name: 'Visões' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
  const [row] = screen.getAllByRole('row').slice(1);
  await user.click(within(row).getByRole('checkbox'));
  return user;
}

describe('Lotes (/lots): the workbench', { timeout: 90_000 }, () => {
  it('lists the lots of the user’s projects only, 20 a page, with the default columns', async () => {
    const mine = mockStore.lots.filter((l) => l.project_id === 1);
    const first = [...mine].map((l) => String(l.name)).sort((a, b) => a.localeCompare(b, 'pt-BR'))[0];
    open('member');
    expect((await screen.findAllByText(first)).length).toBeGreaterThan(0);
    for (const header of ['Identificador', 'Projeto', 'Quadra', 'Situação', 'CPF', 'Pendências'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    const others = mockStore.lots.filter((l) => l.project_id !== 1).map((l) => String(l.name));
    const shown = screen.getAllByRole('row').length - 1;
    expect(shown).toBe(Math.min(20, mine.length));
    // The pager of every table: page numbers, no rows-per-page choice.
    expect(screen.queryByRole('combobox', { name: /por página/i })).toBeNull();
    expect(mine.length).toBeGreaterThan(20);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(rowNames().filter((n) => others.includes(String(n)) && !mine.some((m) => m.name === n))).toEqual([]);
    // A plain member gets no bulk selection.
    expect(screen.queryByRole('checkbox', { name: /selecionar tudo|select all/i })).toBeNull();
  });

  it('each lot’s identifier is a link to its screen, and following it moves once', async () => {
    const user = userEvent.setup();
    const { location, back } = open('member');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    const [row] = screen.getAllByRole('row').slice(1);
    const link = within(row).getByRole('link');
    const lot = mockStore.lots.find((l) => l.project_id === 1 && l.name === link.textContent)!;
    expect(link).toHaveAttribute('href', `/lots/${lot.id}`);
    await user.click(link);
    await waitFor(() => expect(location()).toBe(`/lots/${lot.id}`), { timeout: 10_000 });
    // The row's own click did not navigate again: one Back returns to the list. The list draws
    // 20 rows again before the router reports where it is, past waitFor's 1 s default when the
    // whole web suite shares 2 cores (seen once: still '/lots/1' at 1 s).
    await back();
    await waitFor(() => expect(location()).toBe('/lots'), { timeout: 10_000 });
  });

  it('the column chooser hides and shows columns', async () => {
    const user = userEvent.setup();
    open('projectAdmin');
    await screen.findByRole('button', { name: 'Visões' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'CPF' }));
    await user.click(screen.getByRole('checkbox', { name: 'Inscrição imobiliária' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^CPF/ })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /Inscrição imobiliária/ })).toBeInTheDocument();
  });

  it('on a phone: cards, and the filters folded behind Filtros, which counts those in use', async () => {
    onPhone();
    const user = userEvent.setup();
    const mine = mockStore.lots.filter((l) => l.project_id === 1).map((l) => String(l.name));
    const first = [...mine].sort((a, b) => a.localeCompare(b, 'pt-BR'))[0];
    open('member');
    expect((await screen.findAllByText(first, undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
    // Identifiers repeat in every quadra: each card says where its lot is, then who owns it.
    const lot = mockStore.lots.find((l) => l.project_id === 1 && l.name === first)!;
    const block = mockStore.blocks.find((b) => b.id === lot.block_id)!;
    const project = mockStore.projects.find((p) => p.id === 1)!;
    expect(screen.getAllByText(`${String(block.name)} · ${String(project.name)}`).length).toBeGreaterThan(0);
    const card = screen.getAllByRole('listitem').find((a) => a.textContent?.startsWith(first))!;
    expect(card.textContent).toContain(`${String(block.name)} · ${String(project.name)}`);
    // Each card is a link to its lot, so a long press can open it in a tab of its own.
    expect(within(card).getByRole('link', { name: first })).toHaveAttribute('href', `/lots/${lot.id}`);
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const other = mine.find((n) => n !== first)!;
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), other);
    await waitFor(async () =>
      expect((await calls()).some((c) => new URL(c.path, 'http://x').searchParams.get('name') === other)).toBe(true),
    );
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Filtros (1)' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull());
    // The filter stays on while folded: only that lot's cards.
    await waitFor(() => expect(screen.queryByText(first)).toBeNull());
    expect(screen.getAllByText(other).length).toBeGreaterThan(0);
  });

  it('a project admin changes the status of the selected lots and is told the outcome', async () => {
    const user = await firstRowSelected();
    await user.click(await screen.findByRole('button', { name: 'Alterar situação' }));
    await user.click(screen.getByRole('menuitem', { name: 'Para Revisão' }));
    expect(await screen.findByText('1 lote alterado')).toBeInTheDocument();
  });

  it('a project admin assigns the social registration of the selected lots to a member of the project', async () => {
    const user = await firstRowSelected();
    // One project's lots: the minutas can be asked for.
    expect(screen.getByRole('button', { name: 'Minutas de título' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Atribuir responsável' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir responsável' });
    expect(within(dialog).getByRole('radio', { name: 'Cadastro social' })).toBeChecked();
    const choose = within(dialog).getByRole('combobox', { name: 'Responsável' });
    await waitFor(() => expect(choose).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(choose);
    const people = screen.getAllByRole('option').filter((o) => !/Ninguém/.test(o.textContent ?? ''));
    expect(people.length).toBeGreaterThan(0);
    await user.click(people[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(await screen.findByText(/^Cadastro social: atribuído a .+ \(1 lote\)$/)).toBeInTheDocument();
  });
});

describe('workbench helpers', () => {
  it('the form’s filters become a view’s and back (ids as numbers, CPF digits, pendências as boolean)', () => {
    const view = toViewFilters({
      project_id: '3',
      block_id: '',
      cpf: '529.982',
      has_blockers: 'true',
      name: ' Ana ',
      registry_stage: 'exigencia',
      assigned_to_me: 'true',
    });
    expect(view).toEqual({
      project_id: 3,
      cpf: '529982',
      has_blockers: true,
      name: 'Ana',
      registry_stage: 'exigencia',
      assigned_to_me: true,
    });
    expect(toFormFilters(view)).toEqual({
      project_id: '3',
      cpf: '529982',
      has_blockers: 'true',
      name: 'Ana',
      registry_stage: 'exigencia',
      assigned_to_me: 'true',
    });
  });

  it('a bulk answer names each refused lot and its reason', () => {
    const summary = bulkSummary(
      {
        action: 'status',
        done: 1,
        refused: 1,
        results: [
          { id: 1, ok: true, message: 'ok' },
          { id: 2, ok: false, message: 'Sem permissão de administrador neste projeto.' },
        ],
      },
      new Map([[2, 'Lote 002']]),
    );
    expect(summary).toBe('1 lote alterado; 1 recusado(s): Lote 002: Sem permissão de administrador neste projeto.');
  });
});
