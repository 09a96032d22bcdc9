import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textChars } from './subset.ts';

/** The count as a regular expression writes it: each `<img …>` replaced by `<img>`. */
const byReplace = (html: string) => html.replace(/<img\b[^>]*>/gi, '<img>').length;

describe('textChars', () => {
  it('counts each picture as five characters, whatever its source', () => {
    const photo = `<img src="data:image/jpeg;base64,${'A'.repeat(100_000)}" alt="Foto">`;
    expect(textChars(`<p>Antes</p>${photo}<p>Depois</p>`)).toBe('<p>Antes</p><img><p>Depois</p>'.length);
    expect(textChars('<IMG SRC="x"><imgx><img')).toBe('<img><imgx><img'.length);
  });

  it('counts as the replacement does, on any text of tags, brackets and letters', () => {
    const html = fc.string({
      unit: fc.constantFrom('<img', '<IMG', '<imgx', '<p>', '>', '<', ' ', 'a', 'src="x"', '\n'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(html, (h) => textChars(h) === byReplace(h)),
      { numRuns: 20_000 },
    );
  });
});
