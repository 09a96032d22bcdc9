import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

function renderLayout(account: MockAccountName, held?: Promise<void>) {
  const { dataProvider, authProvider: provider } = testProviders(account);
  // `held`: the identity is read only once it resolves, as after a page load's first paint.
  const authProvider = held
    ? { ...provider, getIdentity: async () => (await held, provider.getIdentity!()) }
    : provider;
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

describe('sidebar: the user block', () => {
  it('keeps its place while the identity is read, so the menu under it does not move', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderLayout('admin', held);
    const block = await screen.findByTestId('user-block');
    expect(block).toHaveAttribute('aria-busy', 'true');
    // Before the menu: the block is what stands above it.
    const menu = await screen.findByRole('menuitem', { name: 'Projetos' }, { timeout: 8000 });
    expect(block.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByTestId('user-block')).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('user-block')).toHaveTextContent('admin@reurb.local');
  });
});
