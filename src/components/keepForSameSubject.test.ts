import { describe, expect, it } from 'vitest';
import { keepForSameSubject } from './keepForSameSubject';

describe('keepForSameSubject', () => {
  const verdict = { titulo_allowed: true };

  it("keeps the subject's previous answer while its newer version loads", () => {
    const keep = keepForSameSubject<typeof verdict>(['lots', 7, 'legal', '2026-12-05T04:00:01Z'], 3);
    expect(keep(verdict, { queryKey: ['lots', 7, 'legal', '2026-12-05T04:00:00Z'] })).toBe(verdict);
  });

  it("never stands in another subject's answer, nor another kind of answer about the same lot", () => {
    const keep = keepForSameSubject<typeof verdict>(['lots', 8, 'legal', '2026-12-05T04:00:01Z'], 3);
    expect(keep(verdict, { queryKey: ['lots', 7, 'legal', '2026-12-05T04:00:01Z'] })).toBeUndefined();
    expect(keep(verdict, { queryKey: ['lots', 8, 'geometry', '2026-12-05T04:00:01Z'] })).toBeUndefined();
  });

  it('shows nothing before the first answer', () => {
    expect(keepForSameSubject(['lotHistory', 7, 2], 2)(undefined, undefined)).toBeUndefined();
    expect(keepForSameSubject(['lotHistory', 7, 2], 2)(verdict, undefined)).toBeUndefined();
  });
});
