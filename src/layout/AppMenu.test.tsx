import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAccountName } from '../../mock-api/handlers.ts';
import { testProviders } from '../components/testing/providers';
import { startMockApi } from '../components/testing/server';
import { i18nProvider } from '../providers/i18n';
import { AppLayout } from './AppLayout';

afterEach(cleanup);
startMockApi();

function renderLayout(account: MockAccountName) {
  const { dataProvider, authProvider } = testProviders(account);
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <AppLayout>
          <p>conteúdo</p>
        </AppLayout>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('sidebar: the Administração link (issue #18 part 6)', () => {
  it('shows a global admin Administração, going to /admin', async () => {
    renderLayout('admin');
    expect(await screen.findByRole('menuitem', { name: 'Administração' }, { timeout: 8000 })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('menuitem', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('hides it from members and project admins', async () => {
    for (const account of ['member', 'projectAdmin'] as const) {
      const { unmount } = renderLayout(account);
      await screen.findByRole('menuitem', { name: 'Projetos' }, { timeout: 8000 });
      // Permissions arrive after the first paint: wait for them before asserting an absence.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole('menuitem', { name: 'Administração' })).not.toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Usuários' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
