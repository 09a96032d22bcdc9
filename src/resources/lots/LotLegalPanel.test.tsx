import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockLegal } from '../../../mock-api/legal.ts';
import { QUALIFIED_LOT } from '../../../domain/legal/test-values.ts';
import { startMockApi } from '../../components/testing/server';
import { mockLot, openLot } from './testing';

startMockApi();

/** Every item the qualification rule asks of a married holder (valid CPFs): the domain's. */
const { id: _id, name: _name, project_id: _project, ...holder } = QUALIFIED_LOT;
const QUALIFIED = {
  ...holder,
  rg_uf: 'SP',
  spouse_rg_uf: 'SP',
  income: 1500,
  companion_income: null,
  owner_death_date: null,
};

const panel = async () => screen.findByRole('region', { name: 'Conformidade legal' });
const rule = async (title: string) => within(await panel()).findByRole('listitem', { name: title });

describe('Conformidade legal on the lot screen (issue 14)', () => {
  it('an incomplete lot: the título and the CRF are blocked, the rule cites its article and links each field to fix on its tab', async () => {
    // No profession of the spouse: neither typed nor an occupational situation standing for it.
    mockLot(1, {
      ...QUALIFIED,
      rg_emissor: null,
      spouse_occupation: null,
      companion_occupation_type: null,
      cpf: '52998224724',
    });
    openLot('/lots/1', 'member');
    const box = await panel();
    expect(await within(box).findByText('Título de legitimação: bloqueado')).toBeInTheDocument();
    expect(within(box).getByText('CRF: bloqueado')).toBeInTheDocument();
    const line = await rule('Qualificação completa do(s) ocupante(s)');
    expect(within(line).getByText('Bloqueia a emissão')).toBeInTheDocument();
    expect(within(line).getByText('Lei 13.465/2017, art. 41, VI; Decreto 9.310/2018, art. 38, VI')).toBeInTheDocument();
    expect(within(line).getByText(/CPF do\(a\) titular válido/)).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Corrigir: CPF' })).toHaveAttribute(
      'href',
      '/lots/1/edit?tab=info&field=cpf',
    );
    expect(within(line).getByRole('link', { name: 'Corrigir: Órgão emissor do RG' })).toHaveAttribute(
      'href',
      '/lots/1/edit?tab=info&field=rg_emissor',
    );
    expect(within(line).getByRole('link', { name: 'Corrigir: Profissão do(a) cônjuge' })).toHaveAttribute(
      'href',
      '/lots/1/edit?tab=spouse&field=spouse_occupation',
    );
  });

  it('a qualified lot may receive both documents; passed rules are listed on request', async () => {
    mockLot(1, QUALIFIED);
    openLot('/lots/1', 'member');
    const box = await panel();
    expect(await within(box).findByText('Título de legitimação: pode ser emitido')).toBeInTheDocument();
    expect(within(box).getByText('CRF: pode ser emitido')).toBeInTheDocument();
    expect(
      within(box).queryByRole('listitem', { name: 'Qualificação completa do(s) ocupante(s)' }),
    ).not.toBeInTheDocument();
    within(box)
      .getByRole('button', { name: /Mostrar também as \d+ regras/ })
      .click();
    const line = await rule('Qualificação completa do(s) ocupante(s)');
    expect(within(line).getByText('Atendida')).toBeInTheDocument();
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
  });

  it('art. 23 §1º II: a CPF already given legitimação on another lot blocks, naming and linking that lot', async () => {
    mockLot(1, QUALIFIED);
    const other = mockLot(2);
    mockLegal.emitted.push({ cpf: QUALIFIED.cpf, lot_id: 2, kind: 'titulo-legitimacao', number: 42, year: 2026 });
    openLot('/lots/1', 'member');
    const line = await rule('Legitimação fundiária uma única vez por beneficiário');
    expect(
      within(line).getByText('Lei 13.465/2017, art. 23, §1º, II; Decreto 9.310/2018, art. 16, §1º, II'),
    ).toBeInTheDocument();
    expect(within(line).getByText(/Título nº 0042\/2026/)).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: new RegExp(String(other.name)) })).toHaveAttribute('href', '/lots/2');
  });

  it("a missing project setting links a project admin to the project's settings", async () => {
    const lot = mockLot(1, QUALIFIED);
    mockLegal.settings.set(lot.project_id as number, { nucleo_existence_date: null });
    openLot('/lots/1', 'projectAdmin');
    const line = await rule('Núcleo existente em 22/12/2016');
    expect(
      within(line).getByRole('link', { name: 'Configurações do projeto: Data comprovada de existência do núcleo' }),
    ).toHaveAttribute('href', `/projects/${lot.project_id as number}/reports/settings`);
  });

  it('a member, who may not open the settings, is told whom to ask instead of a link', async () => {
    const lot = mockLot(1, QUALIFIED);
    mockLegal.settings.set(lot.project_id as number, { nucleo_existence_date: null });
    openLot('/lots/1', 'member');
    const line = await rule('Núcleo existente em 22/12/2016');
    expect(
      within(line).getByText(
        'Configurações do projeto: Data comprovada de existência do núcleo (peça a um administrador do projeto)',
      ),
    ).toBeInTheDocument();
    expect(within(line).queryByRole('link')).toBeNull();
  });

  it('a rule of the procedure links where it is met: the notified parties, the procedure’s stages', async () => {
    const lot = mockLot(1, QUALIFIED);
    const project = lot.project_id as number;
    mockLegal.settings.set(project, {
      approval_recorded: false,
      notified_parties: [{ role: 'confrontante', name: 'João Vizinho', pending: 'decisao' }],
    });
    openLot('/lots/1', 'member');
    const parties = await rule('Notificações e impugnações resolvidas');
    expect(parties).toHaveTextContent('Confrontante João Vizinho: impugnação sem decisão registrada');
    expect(within(parties).getByRole('link', { name: 'Notificados do projeto' })).toHaveAttribute(
      'href',
      `/projects/${project}/notified-parties`,
    );
    const approval = await rule('Aprovação do projeto registrada');
    expect(within(approval).getByRole('link', { name: 'Procedimento da Reurb do projeto' })).toHaveAttribute(
      'href',
      `/projects/${project}`,
    );
  });

  it("the link opens the lot form on the field's tab with the field focused", async () => {
    mockLot(1, { ...QUALIFIED, spouse_occupation: null });
    openLot('/lots/1/edit?tab=spouse&field=spouse_occupation', 'projectAdmin');
    const tab = await screen.findByRole('tab', { name: 'Cônjuge' }, { timeout: 30_000 });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('spouse_occupation'), {
      timeout: 10_000,
    });
  }, 60_000);
});
