import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { streetsResource } from '.';

const { calls, server } = startMockApi();

describe('Cadastrar Rua on its own page (/streets/create?project_id=)', () => {
  it('sends the project id with the street', async () => {
    renderAdmin({ account: 'projectAdmin', path: '/streets/create?project_id=1', resources: [streetsResource] });
    const name = await screen.findByRole('textbox', { name: /Nome/ });
    await userEvent.type(name, 'Rua das Acácias');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect((await calls()).some((c) => c.method === 'POST' && c.path === '/api/streets/create')).toBe(true),
    );
    const post = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/streets/create')!;
    expect(post.body).toMatchObject({ name: 'Rua das Acácias', project_id: 1 });
  });

  it('shows the server’s duplicate-name answer under "Nome", not only as a toast (issue #18)', async () => {
    const duplicate = 'Já existe uma rua com este nome neste projeto.';
    server.use(
      http.post('*/api/streets/create', () =>
        HttpResponse.json({ message: duplicate, errors: { name: duplicate } }, { status: 409 }),
      ),
    );
    renderAdmin({ account: 'projectAdmin', path: '/streets/create?project_id=1', resources: [streetsResource] });
    const name = await screen.findByRole('textbox', { name: /Nome/ });
    await userEvent.type(name, 'Rua das Flores');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(duplicate);
  });

  it('a project that does not exist: said, and no form to fill (its save would be refused)', async () => {
    renderAdmin({ account: 'admin', path: '/streets/create?project_id=9999', resources: [streetsResource] });
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome/ })).toBeNull();
    expect((await calls()).filter((c) => c.path === '/api/projects/9999')).toHaveLength(1);
  });

  it('sends a member to the dashboard', async () => {
    renderAdmin({ account: 'member', path: '/streets/create?project_id=1', resources: [streetsResource] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: /Nome/ })).not.toBeInTheDocument();
  });
});
