import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARRIED, MDR, lotEntity } from '../../../domain/index.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { DomainForm } from './DomainForm';
import { LOT_FORM_TEST } from '../testing/timeouts';

// The lot's references (block, project) fetch their choices.
startMockApi();

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

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
