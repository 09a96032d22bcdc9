import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DataTable, ListContextProvider, RecordContextProvider, ResourceContextProvider, useList } from 'react-admin';
import {
  datetime,
  defineEntity,
  integer,
  json,
  labelled,
  money,
  number,
  text,
  choice,
  date,
} from '../../../domain/index.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { formatProgress, progressState } from '../progress';
import { DomainShowLayout } from './DomainShowLayout';
import { domainCell, domainColumnFields, domainColumns, EMPTY_CELL } from './domainColumns';

const entity = defineEntity({
  resource: 'things',
  label: 'Coisa',
  pluralLabel: 'Coisas',
  fields: [
    text('name', 'Nome', { views: ['list', 'show'] }),
    money('income', 'Renda', { views: ['list', 'show'] }),
    datetime('updated_at', 'Atualizado em', { readOnly: true, views: ['list', 'show'] }),
    date('birth_date', 'Nascimento', { views: ['show'] }),
    choice('kind', 'Tipo', labelled([['a', 'Alfa']]), { views: ['list', 'show'] }),
    integer('lots_total', 'Total', { readOnly: true, views: [] }),
    integer('lots_completed', 'Completos', { readOnly: true, views: [] }),
    number('progress', 'Progresso', { readOnly: true, views: ['list', 'show'] }),
    json('tags', 'Etiquetas', { views: ['list', 'show'] }),
  ],
});

const thing = {
  id: 1,
  name: 'Primeira',
  income: 1234.56,
  updated_at: '2026-03-05T17:30:00Z',
  birth_date: '1980-12-01',
  kind: 'a',
  lots_total: 4,
  lots_completed: 3,
  progress: 0.75,
};

const Table = () => {
  const list = useList({ data: [thing], resource: 'things' });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        {domainColumns(entity)}
      </DataTable>
    </ListContextProvider>
  );
};

describe('domainColumns and DomainShowLayout', () => {
  it('show money in reais, list timestamps DD/MM/YYYY HH:MM, choice labels and progress completed/total (percent)', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="things">
        <Table />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('Primeira')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s1\.234,56$/)).toBeInTheDocument();
    expect(screen.getByText('05/03/2026 14:30')).toBeInTheDocument();
    expect(screen.getByText('Alfa')).toBeInTheDocument();
    expect(screen.getByText('3/4 (75%)')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'Renda',
      'Atualizado em',
      'Tipo',
      'Progresso',
    ]);
  });

  it('labels each field of the read-only view and formats dates DD/MM/YYYY', () => {
    renderWithAdmin(
      <RecordContextProvider value={thing}>
        <DomainShowLayout entity={entity} />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Nascimento')).toBeInTheDocument();
    expect(screen.getByText('01/12/1980')).toBeInTheDocument();
  });

  it('an empty value is "—" in a cell, as in the read-only view, never a blank', () => {
    const [name, income, updated, kind] = ['name', 'income', 'updated_at', 'kind'].map((key) =>
      entity.fields.find((f) => f.name === key)!,
    );
    const empty = { id: 2, name: '', income: null, updated_at: null, kind: null };
    for (const field of [name, income, updated, kind]) expect(domainCell(field, empty), field.name).toBe(EMPTY_CELL);
    expect(domainCell(name, thing)).toBe('Primeira');
    // A screen's own cell that has something to say keeps it.
    expect(domainCell(name, empty, { render: { name: () => 'Convidado(a)' } })).toBe('Convidado(a)');
  });

  it('lists a json field only where the screen renders it', () => {
    const names = (options = {}) => domainColumnFields(entity, 'list', options).map((f) => f.name);
    expect(names()).not.toContain('tags');
    expect(names({ only: ['name', 'tags'], render: { tags: () => 'a, b' } })).toEqual(['name', 'tags']);
  });

  it('formats progress and tells none, partial and complete apart', () => {
    expect(formatProgress(0, 0)).toBe('0/0 (0%)');
    expect(formatProgress(1, 3)).toBe('1/3 (33%)');
    expect([progressState(0), progressState(null), progressState(0.5), progressState(1)]).toEqual([
      'none',
      'none',
      'partial',
      'complete',
    ]);
  });
});
