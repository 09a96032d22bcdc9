import { generateDataset, type MockDataset } from './generate.ts';

/**
 * The mock API's data, one mutable copy shared by its handlers. Tests call `resetMockStore()`
 * (in `beforeEach`) so each starts from the generated dataset.
 */
export const mockStore: MockDataset = generateDataset();

const pristine = JSON.stringify(mockStore);

export function resetMockStore(): MockDataset {
  Object.assign(mockStore, JSON.parse(pristine) as MockDataset);
  return mockStore;
}

/** The next free id of a list of records. */
export const nextId = (records: readonly { id: number }[]): number => records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
