import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockParties, mockParty } from '../../../mock-api/procedure.ts';
import { addDays, todayInBrasilia } from '../../../domain/procedure/calendar';
import { formatDate } from '../../../domain/validation/dates';
import { projectsResource } from '../projects';

const { calls, server } = startMockApi();
const today = todayInBrasilia();

describe('Notificados: the decision on an impugnação (Decreto 9.310/2018, art. 24, § 10)', () => {
  it(
    'records the grounds with the decision, and offers its notice only once decided, with the server’s refusal shown',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const impugned = { notice_method: 'ar', notified_on: addDays(today, -20), impugnation_on: addDays(today, -10) };
      // One at a time: a party's id is the store's next one.
      mockParties.push(mockParty(1, { role: 'confrontante', name: 'Davi Impugnante', ...impugned }));
      mockParties.push(
        mockParty(1, { role: 'titular', name: 'Eva Notificada', notice_method: 'ar', notified_on: addDays(today, -3) }),
      );
      renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
      const row = (await screen.findByRole('cell', { name: 'Davi Impugnante' })).closest('tr')!;
      const decisionButton = (name: string) =>
        screen.queryByRole('button', { name: `Notificação da decisão sobre a impugnação de ${name} (PDF)` });
      // Nothing decided yet: no decision notice to print.
      expect(decisionButton('Davi Impugnante')).not.toBeInTheDocument();

      await user.click(within(row).getByRole('button', { name: 'Registrar andamento' }));
      const dialog = await screen.findByRole('dialog', { name: /Andamento de Davi Impugnante/ });
      const grounds = () => within(dialog).queryByRole('group', { name: /Impugnação infundada porque/ });
      const pick = async (decision: string) => {
        await user.click(within(dialog).getByRole('combobox', { name: 'Decisão' }));
        await user.click(await screen.findByRole('option', { name: decision }));
      };
      // Art. 24, § 12's hypotheses are asked only of a rejection.
      expect(grounds()).not.toBeInTheDocument();
      await pick('Rejeitada (infundada)');
      await user.click(within(grounds()!).getByRole('checkbox', { name: /Não apresenta motivação/ }));
      await user.click(within(grounds()!).getByRole('checkbox', { name: /matéria estranha/ }));
      await user.click(within(grounds()!).getByRole('checkbox', { name: /Não apresenta motivação/ }));
      // An acceptance hides them; back to the rejection, what was marked is still there.
      await pick('Acolhida integralmente');
      expect(grounds()).not.toBeInTheDocument();
      await pick('Rejeitada (infundada)');
      expect(within(grounds()!).getByRole('checkbox', { name: /matéria estranha/ })).toBeChecked();
      await user.click(within(dialog).getByRole('textbox', { name: /Razões da decisão/ }));
      await user.paste('A impugnação não indica onde a Reurb avança.');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const patched = (await calls()).filter((c) => c.method === 'PATCH').at(-1);
      expect(patched?.body).toMatchObject({
        decision: 'rejeitada',
        decision_reasons: 'A impugnação não indica onde a Reurb avança.',
        decision_grounds: ['materia-estranha'],
      });

      // Decided: its notice is offered, the undecided party's is not; a refusal says why.
      const button = await waitFor(() => {
        const found = decisionButton('Davi Impugnante');
        expect(found).toBeInTheDocument();
        return found!;
      });
      expect(decisionButton('Eva Notificada')).not.toBeInTheDocument();
      server.use(
        http.get('*/api/projects/1/notified-parties/:partyId/decision.pdf', () =>
          HttpResponse.json(
            { message: 'Registre a impugnação e a decisão sobre ela antes de gerar a notificação da decisão' },
            { status: 409 },
          ),
        ),
      );
      await user.click(button);
      expect(
        await screen.findByText('Registre a impugnação e a decisão sobre ela antes de gerar a notificação da decisão'),
      ).toBeInTheDocument();
    },
  );
});

describe('Notificados: the appeal’s resolution (Decreto 9.310/2018, art. 24, § 11; art. 27, § 2º)', () => {
  it('is asked once an appeal is dated, sent with it, and shown on the party’s row', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    mockParties.push(
      mockParty(1, {
        role: 'titular',
        name: 'Fábio Recorrente',
        notice_method: 'ar',
        notified_on: addDays(today, -30),
        impugnation_on: addDays(today, -20),
        decision: 'rejeitada',
        decision_grounds: ['sem-motivacao'],
        decision_reasons: 'Sem motivação.',
        decision_notified_on: addDays(today, -15),
      }),
    );
    renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
    const row = (await screen.findByRole('cell', { name: 'Fábio Recorrente' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Registrar andamento' }));
    const dialog = await screen.findByRole('dialog', { name: /Andamento de Fábio Recorrente/ });
    const resolution = () => within(dialog).queryByRole('textbox', { name: /Como o recurso foi resolvido/ });
    // No appeal yet: nothing to resolve.
    expect(resolution()).not.toBeInTheDocument();
    const date = (label: RegExp, value: string) =>
      user.click(within(dialog).getByLabelText(label)).then(() => user.paste(value));
    await date(/Data do recurso/, addDays(today, -10));
    await date(/Data da resolução do recurso/, today);
    // The label is short enough for a phone; what to write is said beneath it.
    expect(resolution()).toHaveAccessibleDescription(/acordo reduzido a termo .* art. 27, § 2º/);
    await user.click(resolution()!);
    await user.paste('Acordo reduzido a termo na câmara de conflitos.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patched = (await calls()).filter((c) => c.method === 'PATCH').at(-1);
    expect(patched?.body).toMatchObject({
      appeal_on: addDays(today, -10),
      appeal_resolved_on: today,
      appeal_resolution: 'Acordo reduzido a termo na câmara de conflitos.',
    });
    const updated = (await screen.findByRole('cell', { name: 'Fábio Recorrente' })).closest('tr')!;
    await waitFor(() => expect(updated).toHaveTextContent(`Recurso resolvido em ${formatDate(today)}`));
  });
});

describe('Notificados: the impugnação not accepted goes to composition (Decreto 9.310/2018, art. 24, § 7º)', () => {
  it(
    'asks for the composition’s end only for such a decision, clears it otherwise, and shows it on the row',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      mockParties.push(
        mockParty(1, {
          role: 'confrontante',
          name: 'Gilda Compositora',
          notice_method: 'ar',
          notified_on: addDays(today, -30),
          impugnation_on: addDays(today, -20),
        }),
      );
      mockParties.push(
        mockParty(1, {
          role: 'confrontante',
          name: 'Hugo Parcial',
          notice_method: 'ar',
          notified_on: addDays(today, -30),
          impugnation_on: addDays(today, -20),
          decision: 'acolhida-parcialmente',
          decision_reasons: 'Acolhida quanto ao muro.',
        }),
      );
      renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
      const row = (await screen.findByRole('cell', { name: 'Gilda Compositora' })).closest('tr')!;
      // One accepted in part is in composition until its end is recorded (art. 24, § 7º).
      const hugo = (await screen.findByRole('cell', { name: 'Hugo Parcial' })).closest('tr')!;
      expect(hugo).toHaveTextContent('Impugnação acolhida em parte');
      expect(hugo).toHaveTextContent('Em composição de conflitos (art. 24, § 7º)');
      await user.click(within(row).getByRole('button', { name: 'Registrar andamento' }));
      const dialog = await screen.findByRole('dialog', { name: /Andamento de Gilda Compositora/ });
      const result = () => within(dialog).queryByRole('textbox', { name: /Como terminou a composição/ });
      const pick = async (decision: string) => {
        await user.click(within(dialog).getByRole('combobox', { name: 'Decisão' }));
        await user.click(await screen.findByRole('option', { name: decision }));
      };
      // What each decision leads to is said beneath the choice, with its articles.
      expect(within(dialog).getByRole('combobox', { name: 'Decisão' })).toHaveAccessibleDescription(
        /Não acolhida, no todo ou em parte: vai à composição de conflitos \(§ 7º\)/,
      );
      expect(result()).not.toBeInTheDocument();
      await pick('Acolhida em parte');
      await user.click(within(dialog).getByLabelText(/Data do fim da composição/));
      await user.paste(today);
      expect(result()).toHaveAccessibleDescription(/acordo reduzido a termo, que condiciona a CRF .* art. 27, § 2º/);
      await user.click(result()!);
      await user.paste('Termo de acordo: o recuo fica em 1,5 m.');
      // Accepted in whole instead: nothing goes to composition, and what was typed for it is not sent.
      await pick('Acolhida integralmente');
      expect(result()).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect((await calls()).filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({
        decision: 'acolhida',
        composition_resolved_on: null,
        composition_resolution: null,
      });

      const again = (await screen.findByRole('cell', { name: 'Gilda Compositora' })).closest('tr')!;
      // Accepted in whole: nothing is in composition.
      await waitFor(() => expect(again).toHaveTextContent('Impugnação acolhida integralmente'));
      expect(again).not.toHaveTextContent('composição');
      await user.click(within(again).getByRole('button', { name: 'Registrar andamento' }));
      const second = await screen.findByRole('dialog', { name: /Andamento de Gilda Compositora/ });
      await user.click(within(second).getByRole('combobox', { name: 'Decisão' }));
      await user.click(await screen.findByRole('option', { name: 'Não acolhida' }));
      await user.click(within(second).getByRole('textbox', { name: /Razões da decisão/ }));
      await user.paste('O muro está no traçado aprovado.');
      await user.click(within(second).getByLabelText(/Data do fim da composição/));
      await user.paste(today);
      await user.click(within(second).getByRole('textbox', { name: /Como terminou a composição/ }));
      await user.paste('Sem acordo; o Município manteve o projeto.');
      await user.click(within(second).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect((await calls()).filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({
        decision: 'nao-acolhida',
        decision_reasons: 'O muro está no traçado aprovado.',
        composition_resolved_on: today,
        composition_resolution: 'Sem acordo; o Município manteve o projeto.',
      });
      const updated = (await screen.findByRole('cell', { name: 'Gilda Compositora' })).closest('tr')!;
      await waitFor(() => expect(updated).toHaveTextContent('Impugnação não acolhida'));
      expect(updated).toHaveTextContent(`Composição encerrada em ${formatDate(today)}`);
      expect(updated).not.toHaveTextContent('Em composição de conflitos');
    },
  );
});
