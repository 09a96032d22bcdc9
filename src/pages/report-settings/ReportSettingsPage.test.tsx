import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { ProjectAdminRoute } from '../../components/ProjectAdminRoute';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import '../../components/upload/register';
import { ReportSettingsPage } from './ReportSettingsPage';

const { server, calls } = startMockApi();

const open = (account: 'admin' | 'member' = 'admin') =>
  renderAdmin({
    account,
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

const fillRequired = async () => {
  await paste('CNPJ da prefeitura', '11222333000181');
  await paste('Endereço da prefeitura', 'Praça da Matriz, 100');
  await paste('Processo administrativo', 'Processo 1.234/2026');
  await paste('Nome do(a) prefeito(a)', 'Conceição Araújo');
  await paste('RG do(a) prefeito(a)', 'MG-12.345.678');
  await paste('CPF do(a) prefeito(a)', '52998224725');
};

describe('Configuração de Relatórios', () => {
  it('keeps Salvar disabled until every required field is valid, then saves and says so', { timeout: 40_000 }, async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Núcleo Esperança - Configuração de Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/projects/1/reports');
    expect(await screen.findByRole('group', { name: 'Brasão ou logotipo do município' })).toBeInTheDocument();
    await fillRequired();
    await userEvent.clear(screen.getByLabelText('Nome do(a) prefeito(a)', { exact: false }));
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await paste('Nome do(a) prefeito(a)', 'Conceição Araújo');
    await paste('Descrição do título', 'O Município confere o título.');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Configuração salva')).toBeInTheDocument();
    const [patch] = (await calls()).filter((c) => c.method === 'PATCH');
    expect(patch.path).toBe('/api/projects/1/settings');
    expect(patch.body).toMatchObject({
      city_cnpj: '11222333000181',
      city_mayor_cpf: '52998224725',
      city_mayor_name: 'Conceição Araújo',
      titulo_description: 'O Município confere o título.',
    });
    expect(patch.body).not.toHaveProperty('id');
    expect(patch.body).not.toHaveProperty('city_logo');
  });

  it('shows a too-short value and a bad CPF under the inputs', async () => {
    open();
    await screen.findByLabelText('Endereço da prefeitura', { exact: false });
    await paste('Endereço da prefeitura', 'Ru');
    await paste('CPF do(a) prefeito(a)', '11111111111');
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeInTheDocument();
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
  });

  it("shows the server's field errors under the inputs", { timeout: 40_000 }, async () => {
    server.use(
      http.patch('*/api/projects/:id/settings', () =>
        HttpResponse.json({ message: 'Dados inválidos. Verifique os campos destacados.', errors: { city_admin_process: 'Processo já usado' } }, { status: 400 }),
      ),
    );
    open();
    await screen.findByLabelText('Processo administrativo', { exact: false });
    await fillRequired();
    await paste('Descrição do título', 'Texto do título');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const input = screen.getByLabelText('Processo administrativo', { exact: false }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(input).findByText('Processo já usado')).toBeInTheDocument();
  });

  it('sends a member to the dashboard', async () => {
    const { location } = open('member');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(location()).toBe('/home');
  });
});
