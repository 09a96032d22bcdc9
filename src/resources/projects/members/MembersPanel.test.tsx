import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { startMockApi } from '../../../components/testing/server';
import { onPhone } from '../../../components/testing/phone';
import { mockAccounts, mockStore } from '../../../../mock-api/handlers.ts';
import { membersOf } from '../../../../mock-api/members.ts';
import { MembersPanel } from './MembersPanel';

const { calls, server } = startMockApi();
const open = (account: 'admin' | 'projectAdmin') => renderWithAdmin(<MembersPanel projectId={1} />, { account });
const posted = async (path: string) =>
  (await calls()).filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
const rowOf = (cell: HTMLElement) => cell.closest('tr') as HTMLElement;

describe('Members panel', () => {
  it('lists the members with their project role', async () => {
    open('projectAdmin');
    const row = rowOf(await screen.findByText(mockAccounts.member.email));
    expect(
      within(row).getByRole('combobox', { name: `Perfil no projeto: ${mockAccounts.member.name}` }),
    ).toHaveTextContent('Membro');
    expect((await calls()).some((c) => c.path === '/api/projects/1/members?page=1&count=250&project_id=1')).toBe(true);
  });

  it('lists every member when they take more than one page: each page asked for until the total', async () => {
    // The mock's own members, one a page: as if the API's page size (250) were reached.
    const members = membersOf(1);
    expect(members.length).toBeGreaterThan(1);
    server.use(
      http.get('*/api/projects/1/members', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ data: members.slice(page - 1, page), total: members.length });
      }),
    );
    open('projectAdmin');
    for (const member of members) expect(await screen.findByText(member.email)).toBeInTheDocument();
    const pages = (await calls())
      .filter((c) => c.path.startsWith('/api/projects/1/members'))
      .map((c) => new URL(c.path, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(members.map((_, i) => String(i + 1)));
  });

  it('lets a global admin add an existing user found by e-mail', async () => {
    const user = mockStore.users.find(
      (u) => !mockStore.memberships.some((m) => m.project_id === 1 && m.sub === u.sub) && u.role === 'member',
    )!;
    open('admin');
    await screen.findByText(mockAccounts.member.email);
    await userEvent.type(screen.getByRole('combobox', { name: 'Usuário (nome ou e-mail)' }), user.email.slice(0, 6));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar membro' }));
    expect(await screen.findByText(user.email)).toBeInTheDocument();
    expect(await posted('/api/projects/1/addMember')).toEqual([{ user_sub: user.sub }]);
  });

  it('lets a project admin (not global) add an existing user, seeing only name and e-mail', async () => {
    const user = mockStore.users.find(
      (u) => !mockStore.memberships.some((m) => m.project_id === 1 && m.sub === u.sub) && u.role === 'member',
    )!;
    open('projectAdmin');
    await screen.findByText(mockAccounts.member.email);
    const box = screen.getByRole('combobox', { name: 'Usuário (nome ou e-mail)' });
    await userEvent.type(box, user.email.slice(0, 2));
    expect(await screen.findByText('Digite pelo menos 3 letras do nome ou do e-mail')).toBeInTheDocument();
    await userEvent.type(box, user.email.slice(2, 6));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar membro' }));
    expect(await screen.findByText(user.email)).toBeInTheDocument();
    expect(await posted('/api/projects/1/addMember')).toEqual([{ user_sub: user.sub }]);
    const searches = (await calls()).filter((c) => c.path.startsWith('/api/projects/1/member-candidates'));
    expect(searches.length).toBeGreaterThan(0);
    expect((await calls()).some((c) => c.path.startsWith('/api/users/list'))).toBe(false);
  });

  it("changes a member's role at once", async () => {
    open('projectAdmin');
    await screen.findByText(mockAccounts.member.email);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: `Perfil no projeto: ${mockAccounts.member.name}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
    expect(await screen.findByText('Perfil alterado para: Administrador')).toBeInTheDocument();
    expect(await posted('/api/projects/1/changeMemberRole')).toEqual([
      { user_sub: mockAccounts.member.sub, role: 'admin' },
    ]);
  });

  it('removes a member after the delete modal', async () => {
    open('projectAdmin');
    const row = rowOf(await screen.findByText(mockAccounts.member.email));
    await userEvent.click(within(row).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      `Você tem certeza que quer deletar ${mockAccounts.member.name}`,
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(screen.queryByText(mockAccounts.member.email)).not.toBeInTheDocument());
    expect(await posted('/api/projects/1/removeMember')).toEqual([{ user_sub: mockAccounts.member.sub }]);
  });

  it('invites by e-mail with the chosen project role and the global role member', async () => {
    open('projectAdmin');
    await screen.findByText(mockAccounts.member.email);
    const invite = screen.getByRole('button', { name: 'Convidar' });
    expect(invite).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nova');
    expect(await screen.findByText('Favor inserir um email válido.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), '@prefeitura.sp.gov.br');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Perfil no projeto\s*$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
    await waitFor(() => expect(invite).toBeEnabled());
    await userEvent.click(invite);
    expect(await screen.findByText('Convite enviado para nova@prefeitura.sp.gov.br')).toBeInTheDocument();
    expect(mockStore.invites).toEqual([
      { email: 'nova@prefeitura.sp.gov.br', role: 'member', project_id: 1, project_role: 'admin' },
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('cell', { name: 'nova@prefeitura.sp.gov.br' }).length).toBeGreaterThan(0),
    );
  });

  it('searches the members fuzzily by e-mail', async () => {
    open('projectAdmin');
    await screen.findByText(mockAccounts.member.email);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por e-mail' }), 'gestora');
    await waitFor(() => expect(screen.queryByText(mockAccounts.member.email)).not.toBeInTheDocument());
    expect(screen.getByText(mockAccounts.projectAdmin.email)).toBeInTheDocument();
  });

  it('on a phone lists the members as cards: the name as title, the e-mail and the role beneath, the remove button', async () => {
    onPhone();
    open('projectAdmin');
    const { name, email } = mockAccounts.member;
    const item = (await screen.findByText(email)).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(item);
    expect(card.getByText(name as string)).toBeInTheDocument();
    expect(card.getByText('E-mail').nextElementSibling).toHaveTextContent(email);
    expect(card.getByRole('combobox', { name: `Perfil no projeto: ${name}` })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Deletar' })).toBeInTheDocument();
  });
});
