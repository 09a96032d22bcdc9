import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { ProjectAdminRoute } from '../../components/ProjectAdminRoute';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { holdAnswer, startMockApi } from '../../components/testing/server';
import '../../components/upload/register';
import { STALE_MESSAGE } from '../../components/conflict';
import { projectSettingsEntity, writableFields } from '../../components/domain/model';
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
  it(
    'keeps Salvar disabled until every required field is valid, then saves and says so',
    { timeout: 40_000 },
    async () => {
      open();
      expect(
        await screen.findByRole('heading', { name: 'Núcleo Esperança - Configuração de Relatórios' }),
      ).toBeInTheDocument();
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
    },
  );

  it(
    'edits what the CRF, the título and the studies print beyond the city: works, origin, responsável técnico',
    { timeout: 40_000 },
    async () => {
      const { unmount } = open();
      await screen.findByLabelText('CNPJ da prefeitura', { exact: false });
      const works = screen.getByRole('region', { name: 'Obras e serviços (CRF)' });
      const origin = screen.getByRole('region', { name: 'Imóvel de origem' });
      const professional = screen.getByRole('region', {
        name: 'Responsável técnico (estudos e CRF)',
      });
      expect(within(works).getByLabelText('Responsável pelas obras e serviços')).toBeInTheDocument();
      await fillRequired();
      await paste('Descrição do título', 'O Município confere o título.');
      await userEvent.click(within(works).getByLabelText('Cronograma físico de obras e serviços'));
      await userEvent.paste('Pavimentação em 18 meses');
      // The day the termo was signed: the emitted CRF waits for it (Decreto 9.310/2018, art. 3º, V).
      await paste('Termo de compromisso assinado em', '05/03/2026');
      await userEvent.click(within(origin).getByLabelText('Matrícula ou transcrição de origem'));
      await userEvent.paste('45.678');
      // In whose name the vacant, unsold units' matrículas open (Decreto 9.310/2018, art. 52).
      await userEvent.click(within(origin).getByLabelText('Titular originário do domínio da área'));
      await userEvent.paste('Imobiliária Aurora Ltda.');
      await userEvent.click(within(professional).getByLabelText('Responsável técnico: nome'));
      await userEvent.paste('Célia Moraes Araújo');
      await userEvent.click(
        within(professional).getByLabelText('Responsável técnico é servidor ou empregado público (dispensa ART/RRT)'),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Configuração salva')).toBeInTheDocument();
      const [patch] = (await calls()).filter((c) => c.method === 'PATCH');
      expect(patch.body).toMatchObject({
        works_schedule: 'Pavimentação em 18 meses',
        commitment_signed_on: '2026-03-05',
        origin_registration: '45.678',
        origin_owner_name: 'Imobiliária Aurora Ltda.',
        professional_name: 'Célia Moraes Araújo',
        professional_public_servant: true,
      });
      // Opened again, the page shows what was saved.
      unmount();
      open();
      expect(await screen.findByLabelText('Responsável técnico: nome')).toHaveValue('Célia Moraes Araújo');
      expect(screen.getByLabelText('Cronograma físico de obras e serviços')).toHaveValue('Pavimentação em 18 meses');
      expect(screen.getByLabelText('Matrícula ou transcrição de origem')).toHaveValue('45.678');
      expect(screen.getByLabelText('Termo de compromisso assinado em', { exact: false })).toHaveValue('05/03/2026');
    },
  );

  it('has an input for every setting the declaration lets a client write', async () => {
    open();
    await screen.findByLabelText('CNPJ da prefeitura', { exact: false });
    for (const field of writableFields(projectSettingsEntity)) {
      if (field.type === 'file')
        expect(screen.getByRole('group', { name: field.label }), field.name).toBeInTheDocument();
      else expect(screen.getAllByLabelText(field.label, { exact: false }).length, field.name).toBeGreaterThan(0);
    }
  });

  it('draws its title with the project it names, not before', async () => {
    const held = holdAnswer(server, 'http://localhost/api/projects/1');
    open();
    await waitFor(() => expect(held.asked()).toBe(true));
    expect(await screen.findByText(/Carregando/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Configuração de Relatórios/ })).toBeNull();
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Núcleo Esperança - Configuração de Relatórios' }),
    ).toBeInTheDocument();
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
        HttpResponse.json(
          {
            message: 'Dados inválidos. Verifique os campos destacados.',
            errors: { city_admin_process: 'Processo já usado' },
          },
          { status: 400 },
        ),
      ),
    );
    open();
    await screen.findByLabelText('Processo administrativo', { exact: false });
    await fillRequired();
    await paste('Descrição do título', 'Texto do título');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const input = screen
      .getByLabelText('Processo administrativo', { exact: false })
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(input).findByText('Processo já usado')).toBeInTheDocument();
    // One notice, the form's (the server's message was a second one over it).
    expect(await screen.findByText('O formulário não é válido. Verifique os erros')).toBeInTheDocument();
    expect(screen.queryByText('Dados inválidos. Verifique os campos destacados.')).toBeNull();
  });

  it('sends a member to the dashboard', async () => {
    const { location } = open('member');
    expect(await screen.findByTestId('landing')).toHaveTextContent('home');
    expect(location()).toBe('/home');
  });

  it(
    'sends the version it read; a stale copy offers Recarregar, which reloads and keeps the typing',
    { timeout: 40_000 },
    async () => {
      let version = 3;
      let gets = 0;
      const sent: unknown[] = [];
      server.use(
        http.get('*/api/projects/:id/settings', () => {
          gets += 1;
          return HttpResponse.json({
            id: 9,
            project_id: 1,
            city_cnpj: '11222333000181',
            city_adress: 'Praça da Matriz, 100',
            city_mayor_name: 'Conceição Araújo',
            city_logo_id: null,
            city_logo: null,
            city_mayor_rg: 'MG-12.345.678',
            city_mayor_cpf: '52998224725',
            city_admin_process: 'Processo 1.234/2026',
            titulo_description: 'Texto antigo',
            titulo_header_description: null,
            titulo_additional_info: null,
            version,
          });
        }),
        http.patch('*/api/projects/:id/settings', async ({ request }) => {
          const body = (await request.json()) as { version?: number };
          sent.push(body.version);
          if (body.version !== version) return HttpResponse.json({ message: STALE_MESSAGE }, { status: 409 });
          // As the server answers: the whole row, its id with it.
          return HttpResponse.json({ id: 9, project_id: 1, city_logo: null, ...body, version: version + 1 });
        }),
      );
      open();
      const description = await screen.findByLabelText('Descrição do título', { exact: false });
      await waitFor(() => expect(description).toHaveValue('Texto antigo'));
      // Someone else saves meanwhile.
      version = 4;
      await userEvent.clear(description);
      await userEvent.click(description);
      await userEvent.paste('Texto novo');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Registro alterado' });
      expect(within(dialog).getByText(STALE_MESSAGE)).toBeInTheDocument();
      expect(sent).toEqual([3]);
      const before = gets;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
      await waitFor(() => expect(gets).toBe(before + 1));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Descrição do título', { exact: false })).toHaveValue('Texto novo');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Configuração salva')).toBeInTheDocument();
      expect(sent).toEqual([3, 4]);
      // Saved: nothing is left to save, and Salvar greys again (it stayed active).
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
      await userEvent.click(screen.getByLabelText('Descrição do título', { exact: false }));
      await userEvent.paste(' Registre-se.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    },
  );
});
