import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createQueryClient, retryUnlessRefused } from './queryClient';

describe('the app’s query client: a read the server refused is asked once', () => {
  it.each([400, 401, 403, 404, 409, 422])('%i: not asked again', (status) => {
    expect(retryUnlessRefused(0, new HttpError('recusado', status))).toBe(false);
  });

  it.each([
    ['a dropped connection', new TypeError('Failed to fetch')],
    ['a 500', new HttpError('erro', 500)],
    ['a 503', new HttpError('indisponível', 503)],
    ['a 408', new HttpError('tempo esgotado', 408)],
    ['a 429', new HttpError('muitas requisições', 429)],
  ])('%s: asked again, three times at most', (_, error) => {
    expect([0, 1, 2, 3].map((failures) => retryUnlessRefused(failures, error))).toEqual([true, true, true, false]);
  });

  it('is the default of every query', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryUnlessRefused);
  });
});
