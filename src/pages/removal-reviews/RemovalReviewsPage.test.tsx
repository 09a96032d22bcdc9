import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { RemovalReviewsPage } from './RemovalReviewsPage';

const { calls } = startMockApi();

const open = (account: 'admin' | 'projectAdmin' = 'projectAdmin') =>
  renderAdmin({
    account,
    path: '/projects/1/removal-reviews',
    routes: <Route path="/projects/:id/removal-reviews" element={<RemovalReviewsPage />} />,
  });

const list = () => screen.findByRole('list', { name: 'Pedidos de remoção (LGPD)' });
const lines = async () => within(await list()).getAllByRole('listitem');

describe('Pedidos de remoção (LGPD) (issue 12)', () => {
  it('lists the undecided reviews first, the overdue one marked, then the decided one', async () => {
    open();
    const shown = await lines();
    expect(shown).toHaveLength(3);
    expect(within(shown[0]).getByText(/Titular do lote/)).toBeInTheDocument();
    expect(within(shown[0]).getByText('Atrasado')).toBeInTheDocument();
    expect(within(shown[0]).getByText(/pelo CPF e pelo e-mail/)).toBeInTheDocument();
    expect(within(shown[1]).getByText(/Morador\(a\)/)).toBeInTheDocument();
    expect(within(shown[1]).queryByText('Atrasado')).toBeNull();
    expect(
      within(shown[2]).getByText(/Manter por obrigação legal \(LGPD art\. 16, I\) por Paula Reis/),
    ).toBeInTheDocument();
  });

  it(
    'decides with a reason: refuses without one, then sends decision and reason and shows it decided',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      open();
      await user.click(within((await lines())[0]).getByRole('button', { name: 'Analisar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pedido de remoção nº 1' });
      expect(await within(dialog).findByText('Joana Pereira')).toBeInTheDocument();
      expect(within(dialog).getByText('Documentos que seriam excluídos: 2')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
      expect(
        within(dialog).getByText('Escolha a decisão: apagar, anonimizar ou manter por obrigação legal.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Informe o motivo da decisão.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('radio', { name: /Anonimizar/ }));
      await user.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
      await user.paste('curto');
      await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
      expect(within(dialog).getByText('Descreva o motivo com pelo menos 10 caracteres.')).toBeInTheDocument();
      expect((await calls()).filter((c) => c.method === 'POST')).toEqual([]);

      await user.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
      await user.paste(': família segue no cadastro social.');
      await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect((await calls()).filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/removal-reviews/1/decide',
          body: { decision: 'anonymise', reason: 'curto: família segue no cadastro social.' },
        },
      ]);
      expect(await screen.findByText('Decisão registrada.')).toBeInTheDocument();
      // The list reloads: the decided review leaves the top and shows who decided.
      await waitFor(async () => expect(within((await lines())[0]).getByText(/Morador\(a\)/)).toBeInTheDocument());
      expect(screen.getByText(/Anonimizar por Paula Reis/)).toBeInTheDocument();
    },
  );
});
