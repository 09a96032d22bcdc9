import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from './repo-files.ts';

/*
 * The product is described in docs/ (docs/README.md), and code cites it as
 * `docs/<file>.md#<section>`. A citation must lead somewhere: every cited page exists and has
 * the cited heading, so renaming a heading means updating the comments that cite it.
 */
const root = repoRoot;
const TEXT = /\.(ts|tsx|js|cjs|mjs|md)$/;

const textFiles = (): string[] => repoFiles((f) => TEXT.test(f));

/**
 * A heading's anchor as GitHub makes it: the rendered text (link text, no markup) in lower
 * case, every character but letters (accents kept), digits, spaces, `-` and `_` dropped,
 * spaces made hyphens; a repeated heading gets `-1`, `-2`…
 */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page: its headings (outside code fences), numbered when repeated. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** `docs/<page>.md#<anchor>` as written in code and in Markdown outside docs/. */
const CITATION = /\bdocs\/([\w.-]+\.md)(?:#([\p{L}\p{M}\p{N}_-]+))?/gu;
/** A relative link between the pages of docs/: `(page.md#anchor)` or `(#anchor)`. */
const DOCS_LINK = /\]\(((?:[\w.-]+\.md)?)(?:#([\p{L}\p{M}\p{N}_-]+))?\)/gu;

/**
 * A citation of the specification or the design notes the project started from, which are not
 * in the repository: `spec §3`, a bare `(§2 …)`, `ARCHITECTURE §5`. A law's paragraph
 * (`art. 23, §1º`) or an RFC's section (`RFC 9110 §13`) is not one.
 */
export const OLD_CITATION = /(?<![\dº] )§[1-9](?![\dº])|ARCHITECTURE (?:§\d|"|issue \d)/u;

export interface Citation {
  from: string;
  page: string;
  anchor?: string;
}

/** Every citation of a page of docs/ in the repository's text files. */
export function citations(files: readonly string[], read: (file: string) => string): Citation[] {
  const found: Citation[] = [];
  for (const file of files) {
    const text = read(file);
    for (const [, page, anchor] of text.matchAll(CITATION)) found.push({ from: file, page, anchor });
    if (file.startsWith('docs/') && file.endsWith('.md')) {
      for (const [, target, anchor] of text.matchAll(DOCS_LINK)) {
        if (!target && !anchor) continue;
        found.push({ from: file, page: target || path.basename(file), anchor });
      }
    }
  }
  return found;
}

/** The citations that lead nowhere: a missing page, or a page without the heading. */
export function broken(list: readonly Citation[], pageText: (page: string) => string | undefined): string[] {
  const anchors = new Map<string, Set<string> | undefined>();
  const problems: string[] = [];
  for (const { from, page, anchor } of list) {
    if (!anchors.has(page)) {
      const text = pageText(page);
      anchors.set(page, text === undefined ? undefined : anchorsOf(text));
    }
    const pageAnchors = anchors.get(page);
    if (!pageAnchors) problems.push(`${from}: docs/${page} não existe`);
    else if (anchor && !pageAnchors.has(anchor)) problems.push(`${from}: docs/${page}#${anchor} não existe`);
  }
  return [...new Set(problems)];
}

const readPage = (page: string) => {
  const file = path.join(root, 'docs', page);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

describe('citations of docs/', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('Layers')).toBe('layers');
    expect(slug('Add a field')).toBe('add-a-field');
    expect(slug('Relatório Técnico')).toBe('relatório-técnico');
    expect(slug('`ra-data-simple-rest`: removed')).toBe('ra-data-simple-rest-removed');
    expect(slug('Phases: 1 and 2 (MDR)')).toBe('phases-1-and-2-mdr');
    expect(slug('See [roles](roles.md#roles)')).toBe('see-roles');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('finds a broken citation, and passes a sound one', () => {
    const files = { 'server/x.ts': '// docs/roles.md#roles and docs/roles.md#nowhere, docs/missing.md#a' };
    const list = citations(Object.keys(files), (f) => files[f as keyof typeof files]);
    expect(broken(list, (page) => (page === 'roles.md' ? '# Roles\n' : undefined))).toEqual([
      'server/x.ts: docs/roles.md#nowhere não existe',
      'server/x.ts: docs/missing.md não existe',
    ]);
  });

  it('tells an old citation from a law or an RFC', () => {
    for (const old of ['(spec §3)', 'Spec §6 as a matrix', 'spec §2, §4', "the spec's URLs (§2)", 'ARCHITECTURE §5'])
      expect(old).toMatch(OLD_CITATION);
    for (const law of ['art. 23, §1º, II', 'art. 11, § 2º', 'art. 36 §1: água', 'RFC 9110 §13.1.2', 'art. 16 §7º'])
      expect(law).not.toMatch(OLD_CITATION);
  });

  const files = () => textFiles().filter((f) => f !== 'scripts/docs-citations.test.ts'); // its examples are on purpose

  it('cites docs/, never the specification or design notes kept outside the repository', () => {
    const stale = files().flatMap((f) =>
      readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OLD_CITATION.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(stale).toEqual([]);
  });

  it('every docs/<page>.md#<section> cited in the repository exists', () => {
    const list = citations(files(), (f) => readFileSync(path.join(root, f), 'utf8'));
    expect(list.some((c) => c.from === 'scripts/layers.test.ts' && c.anchor === 'layers')).toBe(true);
    expect(broken(list, readPage)).toEqual([]);
  });
});
