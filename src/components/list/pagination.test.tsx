import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { renderWithAdmin } from '../testing/renderAdmin';
import { onPhone } from '../testing/phone';
import { AppPagination } from './AppPagination';
import { PAGER_SIZE, ROWS_PER_PAGE, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows up to 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

const rows = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Linha ${i + 1}` }));

const Table = () => {
  const list = useList({ data: rows, perPage: ROWS_PER_PAGE, resource: 'rows' });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Nome" />
      </DataTable>
      <AppPagination />
    </ListContextProvider>
  );
};

const renderTable = () =>
  renderWithAdmin(
    <ResourceContextProvider value="rows">
      <Table />
    </ResourceContextProvider>,
  );

describe('AppPagination', () => {
  it('shows 20 rows a page and a pager of up to 5 page numbers', async () => {
    renderTable();
    expect(await screen.findByText('Linha 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(ROWS_PER_PAGE + 1);
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    const numbers = () => within(pager).getAllByRole('button', { name: /página \d+/i });
    expect(numbers()).toHaveLength(PAGER_SIZE);
    expect(screen.getByText('1-20 de 250')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Ir para a última página' }));
    expect(await screen.findByText('Linha 250')).toBeInTheDocument();
    expect(numbers().map((b) => b.textContent)).toEqual(['9', '10', '11', '12', '13']);
    expect(screen.queryByText('Linhas por página:')).not.toBeInTheDocument();
  });

  it('on a phone, names its previous and next buttons in Portuguese, as screen readers say them', async () => {
    onPhone();
    renderTable();
    expect(await screen.findByText('1-20 de 250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para a página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('21-40 de 250')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go to/ })).not.toBeInTheDocument();
  });
});

describe('AppPagination after a change of page', () => {
  afterEach(() => vi.restoreAllMocks());
  /** The table's top (and its wrapper's) as the window sees it: jsdom lays nothing out. */
  const tableAt = (top: number) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // A whole rectangle: MUI measures the clicked button's width for its ripple ("NaN is an
      // invalid value for the width css style property" when only top and height were given).
      return new DOMRect(0, this.querySelector('table') || this.tagName === 'TABLE' ? top : 0, 0, 0);
    });

  it("brings the list's first row into view when its top is above the window", async () => {
    const scrolled = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    renderTable();
    expect(await screen.findByText('1-20 de 250')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
    tableAt(-1200);
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Linha 21')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: -1208 });
  });

  it('leaves the window where it is when the list starts in view', async () => {
    const scrolled = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    renderTable();
    expect(await screen.findByText('1-20 de 250')).toBeInTheDocument();
    tableAt(120);
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Linha 21')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
