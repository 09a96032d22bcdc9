import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '../../../mock-api/handlers.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { startMockApi } from '../testing/server';
import { SearchField } from './SearchField';
import { useBrowserList } from './useBrowserList';
import { useWholeList } from './useWholeList';

const { calls } = startMockApi();

/** The project's blocks through the hook, one a call: what the search finds, and the list's total. */
const Blocks = () => {
  const { list, query, search } = useBrowserList<{ id: number; name?: string }>({
    resource: 'blocks',
    filter: { project_id: 1 },
    fetchCount: 1,
    searchKeys: ['name'],
  });
  return (
    <>
      <SearchField value={query} onChange={search} />
      <p data-testid="total">{list.total}</p>
      <ul>
        {list.data?.map((b) => (
          <li key={b.id}>{b.name}</li>
        ))}
      </ul>
    </>
  );
};

describe('useBrowserList: a list fetched whole and searched in the browser', () => {
  it('asks for the next pages when the first answer says there is more, so the search finds the last record', async () => {
    const names = mockStore.blocks
      .filter((b) => b.project_id === 1)
      .map((b) => String(b.name))
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(names.length).toBeGreaterThan(2);
    renderWithAdmin(<Blocks />);
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent(String(names.length)));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(names);
    const pages = (await calls())
      .filter((c) => c.path.startsWith('/api/blocks/list'))
      .map((c) => new URL(c.path, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(names.map((_, i) => String(i + 1)));
    // The last block, on the last page, is what the search finds first.
    const last = names.at(-1)!;
    await userEvent.type(screen.getByRole('searchbox'), last);
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(last));
  });
});

/** The hook's records as text: how many have come. */
const Whole = ({ enabled }: { enabled: boolean }) => {
  const { data } = useWholeList('blocks', { filter: { project_id: 1 }, perPage: 1, enabled });
  return <p data-testid="whole">{data?.length ?? '-'}</p>;
};

describe('useWholeList: every record, however many pages', () => {
  it('asks nothing while not enabled, then every page once', async () => {
    const count = mockStore.blocks.filter((b) => b.project_id === 1).length;
    const { rerender } = renderWithAdmin(<Whole enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('whole')).toHaveTextContent('-');
    expect((await calls()).filter((c) => c.path.startsWith('/api/blocks/list'))).toEqual([]);
    rerender(<Whole enabled />);
    await waitFor(() => expect(screen.getByTestId('whole')).toHaveTextContent(String(count)));
    // A moment more: no page is asked for twice, none after the last.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await calls()).filter((c) => c.path.startsWith('/api/blocks/list'))).toHaveLength(count);
  });
});
