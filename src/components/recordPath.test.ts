import { describe, expect, it } from 'vitest';
import { hasNonNumericId } from './recordPath';

describe('a record named by something that is not a number', () => {
  it('is an unknown path', () => {
    for (const path of [
      '/projects/abc',
      '/blocks/abc/edit',
      '/users/abc',
      '/lots/1a',
      '/streets/list/abc',
      '/streets/x',
    ])
      expect(hasNonNumericId(path), path).toBe(true);
  });

  it('ids, create, lists and other screens are not', () => {
    for (const path of [
      '/',
      '/home',
      '/projects',
      '/projects/1',
      '/projects/1/reports/settings',
      '/projects/create',
      '/lots',
      '/lots/create',
      '/lots/12/edit',
      '/streets/list/3',
      '/streets/7/edit',
      '/users/2',
      '/calendar',
      '/admin/groups',
    ])
      expect(hasNonNumericId(path), path).toBe(false);
  });
});
