import { generateDataset, type MockDataset } from './generate.ts';

/**
 * The mock API's data, one mutable copy shared by its handlers. Tests call `resetMockStore()`
 * (in `beforeEach`) so each starts from the generated dataset.
 */
export const mockStore: MockDataset = generateDataset();

const pristine = JSON.stringify(mockStore);

const resetters: Array<() => void> = [];

/** Mock state kept beside the dataset (uploads, families) starts afresh with it. */
export const onMockReset = (reset: () => void): void => {
  resetters.push(reset);
};

export function resetMockStore(): MockDataset {
  Object.assign(mockStore, JSON.parse(pristine) as MockDataset);
  for (const reset of resetters) reset();
  return mockStore;
}

/** The next free id of a list of records. */
export const nextId = (records: readonly { id: number }[]): number =>
  records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
