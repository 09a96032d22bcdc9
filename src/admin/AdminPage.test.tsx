import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../components/testing/renderAdmin';
import { startMockApi } from '../components/testing/server';
import { mockStore } from '../../mock-api/handlers.ts';
import { mockStatus } from '../../mock-api/admin.ts';
import { mockSigning } from '../../mock-api/emissions.ts';
import { API } from '../../mock-api/http.ts';
import { adminRoute } from '.';
import { formatDuration } from './AdminStatus';

const { calls, server } = startMockApi();
const open = (path: string, account: 'admin' | 'member' | 'projectAdmin' = 'admin') =>
  renderAdmin({ account, path, routes: adminRoute });

describe('Administração (/admin)', () => {
  it('shows the global admin a card per part, each linking to its sub-route', async () => {
    open('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' })).toBeInTheDocument();
    for (const [title, path] of [
      ['Usuários', '/admin/users'],
      ['Grupos de projetos', '/admin/groups'],
      ['Remoções (LGPD)', '/admin/removals'],
      ['Emissões', '/admin/emissions'],
      ['Estado do sistema', '/admin/status'],
    ]) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('link', { name: `Abrir: ${title}` })).toHaveAttribute('href', path);
    }
    expect(screen.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends anyone but a global admin to the dashboard', async () => {
    for (const account of ['member', 'projectAdmin'] as const) {
      const { location, unmount } = open('/admin/groups', account);
      await waitFor(() => expect(location()).toBe('/home'));
      expect(screen.queryByRole('heading', { name: 'Administração' })).not.toBeInTheDocument();
      unmount();
    }
    expect((await calls()).some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('creates, refuses a duplicate name in Portuguese, and renames a project group', async () => {
    open('/admin/groups');
    const table = await screen.findByRole('table', { name: 'Grupos de projetos' });
    expect(within(table).getByText('Grupo 1')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do grupo' }), 'região norte');
    await userEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await screen.findByText('Já existe um grupo de projetos chamado "região norte".')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nome do grupo' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do grupo' }), 'Vale do Sol');
    await userEvent.click(screen.getByRole('button', { name: 'Criar grupo' }));
    expect(await within(table).findByText('Vale do Sol')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Renomear: Grupo 1' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Nome do grupo' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Grupo Centro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table).findByText('Grupo Centro')).toBeInTheDocument();
    expect(mockStore.projectGroups.find((g) => g.id === 1)?.name).toBe('Grupo Centro');
    // A group with projects cannot be deleted; an empty one asks first with the delete modal.
    expect(within(table).getByRole('button', { name: 'Deletar: Grupo Centro' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Deletar: Vale do Sol' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Você tem certeza que quer deletar Vale do Sol');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(within(table).queryByText('Vale do Sol')).not.toBeInTheDocument());
  });

  it('shows the system status: engine, queue, last backup, version', async () => {
    open('/admin/status');
    const database = await screen.findByRole('region', { name: 'Banco de dados' });
    expect(database).toHaveTextContent('PGlite (embutido)');
    expect(database).toHaveTextContent('PostgreSQL 17.5');
    const queue = screen.getByRole('region', { name: 'Fila de relatórios' });
    expect(queue).toHaveTextContent('Na fila: 2');
    expect(queue).toHaveTextContent('Em execução: 1');
    // Reports running stand out; none queued or failed stays plain.
    expect(within(queue).getByText('Em execução: 1').closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
    expect(
      within(queue)
        .getByText(/^Com falha/)
        .closest('.MuiChip-root'),
    ).not.toHaveClass('MuiChip-colorError');
    expect(queue).toHaveTextContent('1 min');
    expect(screen.getByRole('region', { name: 'Último backup' })).toHaveTextContent(
      '31 tabelas, 12.840 linhas, 212 arquivos',
    );
    const app = screen.getByRole('region', { name: 'Aplicação' });
    expect(app).toHaveTextContent('0.1.0');
    expect(app).toHaveTextContent('dd15343abcde');
    expect(app).toHaveTextContent('2 h 3 min');
  });

  it("shows the signing certificate's holder and validity at any time, and says when there is none or it cannot be opened", async () => {
    const DAY = 86_400_000;
    const certificate = (days: number) => ({
      holder: 'MUNICIPIO DE CAMPINAS:11222333000181',
      valid_from: new Date(Date.now() - 300 * DAY).toISOString(),
      valid_until: new Date(Date.now() + days * DAY).toISOString(),
    });
    const panel = async () => screen.findByRole('region', { name: 'Certificado digital' });

    mockSigning.certificate = certificate(200);
    let view = open('/admin/status');
    let region = await panel();
    expect(region).toHaveTextContent('MUNICIPIO DE CAMPINAS:11222333000181');
    expect(region).toHaveTextContent(
      `Válido até${new Intl.DateTimeFormat('pt-BR').format(new Date(mockSigning.certificate.valid_until))}`,
    );
    expect(within(region).getByText('Válido').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    view.unmount();

    // In its last 30 days, and once ended: the reports page's warning, here too.
    mockSigning.certificate = certificate(12.5);
    view = open('/admin/status');
    region = await panel();
    expect(within(region).getByRole('alert')).toHaveTextContent(/vence em \d\d\/\d\d\/\d{4} \(faltam 13 dias\)/);
    view.unmount();
    mockSigning.certificate = certificate(-2);
    view = open('/admin/status');
    expect(within(await panel()).getByRole('alert')).toHaveTextContent(/venceu em/);
    view.unmount();

    mockSigning.certificate = null;
    view = open('/admin/status');
    expect(await panel()).toHaveTextContent('Nenhum certificado configurado (SIGNING_P12)');
    view.unmount();

    const unreadable = 'O certificado digital que assina os documentos (SIGNING_P12) não pôde ser aberto.';
    server.use(
      http.get(`${API}/emissions/signing-certificate`, () =>
        HttpResponse.json({ message: unreadable }, { status: 503 }),
      ),
    );
    open('/admin/status');
    expect(within(await panel()).getByRole('alert')).toHaveTextContent(unreadable);
    // The other panels are there all the same.
    expect(screen.getByRole('region', { name: 'Banco de dados' })).toHaveTextContent('PGlite (embutido)');
  });

  it('highlights the running reports and the failures only when there are some', async () => {
    const chip = async (label: RegExp) => (await screen.findByText(label)).closest('.MuiChip-root');
    open('/admin/status');
    expect(await chip(/^Em execução: 1$/)).toHaveClass('MuiChip-colorPrimary');
    expect(await chip(/^Com falha: 0$/)).not.toHaveClass('MuiChip-colorError');
  });

  it('an idle queue stays plain: "Em execução: 0" does not stand out', async () => {
    const idle = { ...mockStatus, queue: { ...mockStatus.queue, active: 0 } };
    server.use(http.get(`${API}/admin/status`, () => HttpResponse.json(idle)));
    open('/admin/status');
    expect((await screen.findByText(/^Em execução: 0$/)).closest('.MuiChip-root')).not.toHaveClass(
      'MuiChip-colorPrimary',
    );
  });

  it('lists the removal reviews of all projects and the emission register of a chosen project', async () => {
    open('/admin/removals');
    expect(await screen.findByText(/Cada linha leva à fila de revisões do projeto/)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await calls()).some((c) => c.path === '/api/removal-reviews/summary')).toBe(true),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Emissões' }));
    expect(await screen.findByText('Escolha um projeto para ver o seu registro de emissões.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Projeto' }));
    const first = mockStore.projects[0];
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${first.name as string}`) }));
    await waitFor(async () =>
      expect((await calls()).some((c) => c.path.startsWith(`/api/projects/${first.id}/emissions`))).toBe(true),
    );
  });

  it('writes durations as a person reads them', () => {
    expect(formatDuration(35)).toBe('35 s');
    expect(formatDuration(95)).toBe('1 min');
    expect(formatDuration(7384)).toBe('2 h 3 min');
    expect(formatDuration(2 * 86400 + 3 * 3600)).toBe('2 d 3 h');
  });
});
