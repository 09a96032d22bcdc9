import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from '../providers/i18n';
import { retryUnlessRefused } from '../providers/queryClient';
import { AppAdmin } from './AppAdmin';

/** Says whether the query client the app gives its screens asks a refused read only once. */
const Probe = () => {
  const retry = useQueryClient().getDefaultOptions().queries?.retry;
  return <p>{retry === retryUnlessRefused ? 'uma vez' : 'outra regra'}</p>;
};

describe('AppAdmin', () => {
  it('gives react-admin and the screens the app’s query client', async () => {
    render(
      <TestMemoryRouter initialEntries={['/sonda']}>
        <AppAdmin
          i18nProvider={i18nProvider}
          layout={({ children }: { children: ReactNode }) => <>{children}</>}
          notification={() => null}
        >
          <CustomRoutes>
            <Route path="/sonda" element={<Probe />} />
          </CustomRoutes>
        </AppAdmin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('uma vez')).toBeInTheDocument();
  });
});
