import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { ProjectAdminRoute } from '../../components/ProjectAdminRoute';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import '../../components/upload/register';
import { ReportSettingsPage } from './ReportSettingsPage';

const { calls } = startMockApi();

const open = () =>
  renderAdmin({
    account: 'admin',
    path: '/projects/1/reports/settings',
    routes: (
      <Route
        path="/projects/:id/reports/settings"
        element={
          <ProjectAdminRoute>
            <ReportSettingsPage />
          </ProjectAdminRoute>
        }
      />
    ),
  });

const paste = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label, { exact: false }));
  await userEvent.paste(text);
};
const REQUIRED = [
  ['CNPJ da prefeitura', '11222333000181'],
  ['Endereço da prefeitura', 'Praça da Matriz, 100'],
  ['Processo administrativo', 'Processo 1.234/2026'],
  ['Nome do(a) prefeito(a)', 'Conceição Araújo'],
  ['RG do(a) prefeito(a)', 'MG-12.345.678'],
  ['CPF do(a) prefeito(a)', '52998224725'],
  ['Descrição do título', 'O Município confere o título.'],
] as const;

describe('Configuração de Relatórios: the legal settings of the emissions (issue 14)', () => {
  it(
    'offers Reurb-S, Reurb-E and Reurb mista, the núcleo date and evidence and the income cap',
    { timeout: 40_000 },
    async () => {
      open();
      const section = await screen.findByRole('region', { name: 'Regras legais da emissão (Reurb)' });
      expect(
        within(section).getByLabelText('Data comprovada de existência do núcleo', { exact: false }),
      ).toBeInTheDocument();
      expect(
        within(section).getByLabelText('Comprovação da existência do núcleo', { exact: false }),
      ).toBeInTheDocument();
      expect(within(section).getByLabelText('Teto da renda familiar na Reurb-S', { exact: false })).toBeInTheDocument();
      expect(within(section).getByLabelText('Salário mínimo vigente', { exact: false })).toBeInTheDocument();
      // The núcleo's date and its evidence together, before the income cap (on a phone, one column).
      const [date, evidence, cap] = [
        'Data comprovada de existência do núcleo',
        'Comprovação da existência do núcleo',
        'Teto da renda familiar na Reurb-S',
      ].map((label) => within(section).getByLabelText(label, { exact: false }));
      expect(date.compareDocumentPosition(evidence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(evidence.compareDocumentPosition(cap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await userEvent.click(within(section).getByRole('combobox', { name: /Modalidade da Reurb/ }));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(options).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Reurb-S/),
          expect.stringMatching(/^Reurb-E/),
          'Reurb mista (modalidade definida em cada lote)',
        ]),
      );
      await userEvent.click(screen.getByRole('option', { name: 'Reurb mista (modalidade definida em cada lote)' }));
      await paste('Data comprovada de existência do núcleo', '01/06/2014');
      await paste('Comprovação da existência do núcleo', 'Ortofoto municipal de 2014.');
      // The Município's finding that the núcleo is consolidated (Decreto 9.310/2018 arts. 3º, III, and 16).
      await userEvent.click(
        within(section).getByRole('switch', { name: /O Município avaliou o núcleo como consolidado/ }),
      );
      for (const [label, text] of REQUIRED) await paste(label, text);
      const save = screen.getByRole('button', { name: 'Salvar' });
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      expect(await screen.findByText('Configuração salva')).toBeInTheDocument();
      const [patch] = (await calls()).filter((c) => c.method === 'PATCH');
      expect(patch.body).toMatchObject({
        reurb_modality: 'mista',
        nucleo_existence_date: '2014-06-01',
        nucleo_existence_evidence: 'Ortofoto municipal de 2014.',
        nucleo_consolidated: true,
      });
    },
  );
});
