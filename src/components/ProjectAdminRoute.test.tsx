import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useNavigate } from 'react-router-dom';
import { ProjectAdminRoute, ProjectRoute } from './ProjectAdminRoute';
import { renderAdmin } from './testing/renderAdmin';
import { holdAnswer, startMockApi } from './testing/server';

const { server, calls } = startMockApi();

/** A screen holding something typed and not saved, with a way to another project's same screen. */
const Draft = () => {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Rascunho" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => navigate('/projects/2/rascunho')}>Outro projeto</button>
    </>
  );
};

/** A project's screen at `path`, wrapped as the app wraps it (a member's or an admin's route). */
function openScreen(path: string, route: 'admin' | 'member' = 'member') {
  const Wrapper = route === 'admin' ? ProjectAdminRoute : ProjectRoute;
  renderAdmin({
    account: 'admin',
    path,
    routes: (
      <Route
        path="/projects/:id/rascunho"
        element={
          <Wrapper>
            <Draft />
          </Wrapper>
        }
      />
    ),
  });
}

describe("a project's screens start afresh for each project: nothing typed for one is shown for the next", () => {
  it.each([
    ['ProjectAdminRoute (the admin screens: studies, settings, reports)', 'admin'],
    ['ProjectRoute (every member: map, deadlines, notified parties)', 'member'],
  ] as const)('%s', async (_, route) => {
    openScreen('/projects/1/rascunho', route);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Rascunho' }), 'estudo do projeto 1');
    await userEvent.click(screen.getByRole('button', { name: 'Outro projeto' }));
    expect(await screen.findByRole('textbox', { name: 'Rascunho' })).toHaveValue('');
  });
});

describe('a project’s screens wait for the project', () => {
  it('draws nothing of the screen until the project has come: Carregando, then the screen', async () => {
    const held = holdAnswer(server, 'http://localhost/api/projects/1');
    openScreen('/projects/1/rascunho');
    expect(await screen.findByText('Carregando...', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(held.asked()).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Rascunho' })).toBeNull();
    held.release();
    expect(await screen.findByRole('textbox', { name: 'Rascunho' })).toBeInTheDocument();
  });

  it.each(['member', 'admin'] as const)(
    'says a project that does not exist was not found, at once and asked once (%s screens)',
    async (route) => {
      openScreen('/projects/999/rascunho', route);
      expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Rascunho' })).toBeNull();
      expect(screen.getByRole('link', { name: /projetos/i })).toHaveAttribute('href', '/projects');
      // A 404 is not asked again: three retries kept the screen on Carregando for seconds.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await waitFor(async () => expect((await calls()).filter((c) => c.path === '/api/projects/999')).toHaveLength(1));
    },
  );
});
