import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARRIED, MDR, lotEntity } from '../../../domain/index.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { DomainForm } from './DomainForm';
import { LOT_FORM_TEST } from '../testing/timeouts';

// The lot's references (block, project) fetch their choices.
startMockApi();

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
/** The tab panels not hidden, by name. */
const shownPanels = () =>
  screen
    .getAllByRole('tabpanel', { hidden: true })
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.getAttribute('aria-label'));

describe('DomainForm with tabs (the lot)', LOT_FORM_TEST, () => {
  it('lays out the tabs that hold, and shows Cônjuge once civil status is exactly Casado(a)', async () => {
    renderWithAdmin(<DomainForm entity={lotEntity} view="create" record={{}} onSubmit={vi.fn()} />);
    expect(tabNames()).toEqual(['Informações', 'Documentos']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Estado civil/ }));
    await userEvent.click(await screen.findByRole('option', { name: MARRIED }));
    await waitFor(() => expect(tabNames()).toEqual(['Informações', 'Cônjuge', 'Documentos']));
    await userEvent.click(screen.getByRole('tab', { name: 'Cônjuge' }));
    expect(screen.getByRole('tabpanel', { name: 'Cônjuge' })).toBeVisible();
    expect(screen.getByLabelText(/Regime de bens/)).toBeInTheDocument();
    // The spouse's profession and sex, which the título and the CRF print and agree with.
    expect(screen.getByLabelText(/Profissão do\(a\) cônjuge/)).toBeInTheDocument();
    // Under the heading "Cônjuge ou companheiro(a)", without those words (fieldLabelSuffix).
    const spouse = within(screen.getByRole('tabpanel', { name: 'Cônjuge' }));
    expect(spouse.getByRole('combobox', { name: 'Sexo' })).toBeInTheDocument();
    // The spouse's income counts in the family income (Decreto 9.310/2018 art. 6º), and the
    // título gives the spouse's nationality: both asked on the Cônjuge tab too.
    expect(spouse.getByLabelText('Renda mensal')).toBeInTheDocument();
    expect(spouse.getByLabelText('Nacionalidade')).toBeInTheDocument();
    // The union's own fields stay on the Companheiro(a) tab.
    expect(screen.queryByLabelText(/Em união estável desde/)).not.toBeInTheDocument();
  });

  it('draws no tab again when another is chosen: only which one is shown changes', async () => {
    // DomainSections, which draws a tab's inputs, is what reads the entity's sections in a form.
    let drawn = 0;
    const counted = new Proxy(lotEntity, {
      get(target, key, receiver) {
        if (key === 'sections') drawn += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    renderWithAdmin(
      <DomainForm entity={counted} view="edit" ctx={{ projectClass: MDR }} record={{ id: 3 }} onSubmit={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(shownPanels()).toEqual(['Documentos']);
    const before = drawn;
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Benfeitorias' }));
    expect(shownPanels()).toEqual(['Benfeitorias']);
    expect(drawn).toBe(before);
  });

  it('adds Benfeitorias for an MDR project and Filhos and Moradores for a saved lot', () => {
    renderWithAdmin(
      <DomainForm
        entity={lotEntity}
        view="edit"
        ctx={{ projectClass: MDR }}
        record={{ id: 3, civil_status: 'Solteiro(a) em união estável' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(tabNames()).toEqual([
      'Informações',
      'Companheiro(a)',
      'Documentos',
      'Benfeitorias',
      'Filhos',
      'Moradores',
      'Registro',
    ]);
  });
});
