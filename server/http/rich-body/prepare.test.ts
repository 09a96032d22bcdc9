import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes } from '../../files/samples.ts';
import { restoreAsides, sanitizeHtml, sanitizeSection } from '../../studies/rich-text/sanitize.ts';
import { MAX_SECTION_CHARS } from '../../studies/rich-text/subset.ts';
import { preparedAsides, prepareRichBody } from './prepare.ts';

/**
 * A body made ready off the API's thread (prepare.ts) must save what the same body saves when
 * the API's thread parses it: the same sanitised text, the same pictures' bytes; and every body
 * the API refuses must be given back (null), for the API's thread to refuse it its usual way.
 */
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const png = dataUrl(pngBytes(24, 16, [30, 120, 200]));
const jpeg = dataUrl(jpegBytes(), 'image/jpeg');
/** A source with a line break inside its base64, as some programs write it. */
const wrapped = `${png.slice(0, 60)}\n${png.slice(60)}`;

const sections: Record<string, string> = {
  'as the editor writes it': `<p>Foto:</p><img src="${png}" alt="vista"><p>fim</p>`,
  'the same picture twice, and a JPEG': `<img src="${png}"><p>x</p><img alt="b" src="${png}"><img src="${jpeg}">`,
  'a line break in the base64, spaces after': `<img src="${wrapped}  \n"><p>a</p>`,
  'its source quoted in another picture’s alt': `<img alt=' src="${jpeg}   "' src="${png}">`,
  'in a dropped tag and as text': `<textarea><img src="${jpeg}"></textarea><p>&lt;img src="${png}"&gt;</p>`,
  'other spellings, parsed as they are': `<img src='${jpeg}'><IMG SRC="${png}"><img src=" ${png}">`,
  'no picture at all': '<p>Só texto, com acentuação.</p>',
};

describe('a rich-text body made ready off the API thread', () => {
  for (const [what, html] of Object.entries(sections))
    it(`sanitises to what the API thread makes of it: ${what}`, () => {
      const prepared = prepareRichBody(
        JSON.stringify({ diagnostico_social: html, diagnostico_juridico: null }),
        'preliminary',
      );
      expect(prepared).not.toBeNull();
      const body = prepared!.body as Record<string, string | null>;
      expect(body.diagnostico_juridico).toBeNull();
      const section = sanitizeSection(body.diagnostico_social!, preparedAsides(prepared!));
      expect(restoreAsides(section)).toBe(sanitizeHtml(html));
    });

  it('sends each picture once, as its bytes, and no megabyte of base64 in the text', () => {
    const photo = Buffer.concat([jpegBytes(), Buffer.alloc(600_000, 9)]);
    const html = `<p>a</p><img src="${dataUrl(photo, 'image/jpeg')}"><p>b</p><img src="${dataUrl(photo, 'image/jpeg')}">`;
    const prepared = prepareRichBody(
      JSON.stringify({ paragraphs: { introducao: html, conclusoes_finais: html } }),
      'technical',
    )!;
    expect(prepared.pictures).toHaveLength(1);
    expect(Buffer.from(prepared.pictures[0]!.bytes).equals(photo)).toBe(true);
    // Its own buffer, of its length: the thread hands it over whole.
    expect(prepared.pictures[0]!.bytes.buffer.byteLength).toBe(photo.length);
    expect(prepared.pictures[0]!.source).toBeUndefined();
    const paragraphs = (prepared.body as { paragraphs: Record<string, string> }).paragraphs;
    expect(paragraphs.introducao!.length).toBeLessThan(200);
    expect(paragraphs.introducao).toBe(
      `<p>a</p><img src="${prepared.pictures[0]!.standIn}"><p>b</p><img src="${prepared.pictures[0]!.standIn}">`,
    );
  });

  it('keeps the source as sent when the bytes do not give it back', () => {
    const prepared = prepareRichBody(
      JSON.stringify({ diagnostico_ambiental: `<img src="${wrapped}">` }),
      'preliminary',
    )!;
    expect(prepared.pictures.map((picture) => picture.source)).toEqual([wrapped]);
  });

  it('gives each body stand-ins of its own', () => {
    const body = JSON.stringify({ diagnostico_ambiental: `<img src="${png}">` });
    expect(prepareRichBody(body, 'preliminary')!.prefix).not.toBe(prepareRichBody(body, 'preliminary')!.prefix);
  });

  const refused: Record<string, [string, 'preliminary' | 'technical']> = {
    'not JSON': ['{"diagnostico_social": "<p>a</p>"', 'preliminary'],
    empty: ['', 'preliminary'],
    'nested past the input guard’s depth': [`{"paragraphs": ${'['.repeat(40)}${']'.repeat(40)}}`, 'technical'],
    'a NUL escape': ['{"diagnostico_social": "<p>a\\u0000</p>"}', 'preliminary'],
    'a __proto__ key': ['{"diagnostico_social": "<p>a</p>", "__proto__": {"x": 1}}', 'preliminary'],
    'a key the route does not take': [`{"diagnostico_social": "<img src=\\"${png}\\">", "outra": "x"}`, 'preliminary'],
    'a section past 5 MB': [
      JSON.stringify({ diagnostico_social: `<p>${'a'.repeat(MAX_SECTION_CHARS)}</p>` }),
      'preliminary',
    ],
    'paragraphs and customized together': [JSON.stringify({ paragraphs: {}, customized: false }), 'technical'],
  };
  for (const [what, [text, kind]] of Object.entries(refused))
    it(`gives back, for the API thread to refuse as usual: ${what}`, () => {
      expect(prepareRichBody(text, kind)).toBeNull();
    });
});
