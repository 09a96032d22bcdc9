import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { defineEntity, lotEntity, text } from '../../../domain/index.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { DomainForm } from './DomainForm';
import { domainColumns } from './domainColumns';
import { LOT_FORM_TEST } from '../testing/timeouts';

// The lot's references (block, project) fetch their choices.
startMockApi();

/**
 * The README's "add a field" recipe on the SPA's side, on a copy of the lot entity: the one
 * declared line is an input of the lot form and a column of its list (the server's side:
 * server/lots/new-field.test.ts).
 */
const meter = text('n_hidrometro', 'Nº do hidrômetro', {
  max: 30,
  views: ['list', 'show', 'create', 'edit'],
  section: 'identity',
});
const copy = defineEntity({ ...lotEntity, fields: [...lotEntity.fields, meter] });

const Table = () => {
  const list = useList({ data: [{ id: 1, name: 'Lote 1', n_hidrometro: 'HD-123' }], resource: 'lots' });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        {domainColumns(copy, 'list', { only: ['name', 'n_hidrometro'] })}
      </DataTable>
    </ListContextProvider>
  );
};

describe('a new lot field is one declared line (SPA)', LOT_FORM_TEST, () => {
  it('is an input of the lot form', async () => {
    renderWithAdmin(<DomainForm entity={copy} view="create" record={{}} onSubmit={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Nº do hidrômetro' })).toBeInTheDocument();
  });

  it('is a column of the lot list', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="lots">
        <Table />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('HD-123')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Identificador',
      'Nº do hidrômetro',
    ]);
  });
});
