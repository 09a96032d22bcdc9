import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonNestedDeeperThan } from './input-guard.ts';

/** The depth count read one character at a time: what the scan that crosses strings must equal. */
function oneCharAtATime(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++depth > max) return true;
    } else if (c === '}' || c === ']') depth--;
  }
  return false;
}

describe('jsonNestedDeeperThan', () => {
  it('counts objects and lists, not the brackets inside strings', () => {
    expect(jsonNestedDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":"[[[[[["}', 1)).toBe(false);
    expect(jsonNestedDeeperThan('{"a\\"[[[":1}', 1)).toBe(false);
    // An even run of backslashes before a quote closes the string: the brackets after it count.
    expect(jsonNestedDeeperThan('["a\\\\",[[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('["a\\\\\\"",[[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('["a\\\\\\",[[1]]]', 2)).toBe(false);
    expect(jsonNestedDeeperThan('"open [[[[', 1)).toBe(false);
    expect(jsonNestedDeeperThan(`{"section":"${'<p style=\\"x\\">[texto]</p>'.repeat(10_000)}"}`, 1)).toBe(false);
  });

  it('answers as a scan of one character at a time, on any text of quotes, backslashes and brackets', () => {
    const text = fc.string({ unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', 'a', ','), maxLength: 60 });
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 4 }),
        (t, max) => jsonNestedDeeperThan(t, max) === oneCharAtATime(t, max),
      ),
      { numRuns: 20_000 },
    );
  });
});
