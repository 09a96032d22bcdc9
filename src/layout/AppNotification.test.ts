import { describe, expect, it } from 'vitest';
import { autoHideDuration, NOTIFICATION_TIMEOUT_MS } from './AppNotification';

describe('notification timeout (spec §4)', () => {
  it('defaults to 5000 ms, keeps 0 open until closed, and refuses a negative value', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
    expect(autoHideDuration(3000)).toBe(3000);
    expect(autoHideDuration(0)).toBeNull();
    expect(() => autoHideDuration(-1)).toThrow('>= 0');
  });
});
