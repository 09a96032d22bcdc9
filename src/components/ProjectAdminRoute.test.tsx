import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useNavigate } from 'react-router-dom';
import { ProjectAdminRoute, ProjectRoute } from './ProjectAdminRoute';
import { renderAdmin } from './testing/renderAdmin';
import { startMockApi } from './testing/server';

startMockApi();

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

describe("a project's screens start afresh for each project: nothing typed for one is shown for the next", () => {
  it.each([
    ['ProjectAdminRoute (the admin screens: studies, settings, reports)', 'admin'],
    ['ProjectRoute (every member: map, deadlines, notified parties)', 'member'],
  ] as const)('%s', async (_, route) => {
    const Wrapper = route === 'admin' ? ProjectAdminRoute : ProjectRoute;
    renderAdmin({
      account: 'admin',
      path: '/projects/1/rascunho',
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
    await userEvent.type(await screen.findByRole('textbox', { name: 'Rascunho' }), 'estudo do projeto 1');
    await userEvent.click(screen.getByRole('button', { name: 'Outro projeto' }));
    expect(await screen.findByRole('textbox', { name: 'Rascunho' })).toHaveValue('');
  });
});
