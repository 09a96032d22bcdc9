import path from 'node:path';

/**
 * What a built file is made of, from its source map: each mapped span of the minified code
 * belongs to the source its mapping names, so the bytes the browser gets are split among
 * packages (`react-dom`, `@mui/material`) and the app's folders (`src/layout`). Unmapped bytes
 * (the bundler's glue) go to '(sem mapa)'.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One source map segment's fields (VLQ, relative to the previous segment's). */
function decodeSegment(text: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char)!;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** `…/node_modules/@mui/material/Button/Button.mjs` → `@mui/material`; `<root>/src/layout/AppMenu.tsx` → `src/layout`. */
export function ownerOf(file: string, root: string): string {
  const at = file.lastIndexOf('node_modules/');
  if (at >= 0) return /^((?:@[^/]+\/)?[^/]+)/.exec(file.slice(at + 'node_modules/'.length))![1];
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.join('/');
}

export interface SourceMap {
  sourceRoot?: string;
  sources: string[];
  mappings: string;
}

/** Bytes of `code` (the file `mapFile` maps) per owner of the sources its map names. */
export function bytesByOwner(code: string, map: SourceMap, mapFile: string, root: string): Map<string, number> {
  const sourceOwners = map.sources.map((s) =>
    ownerOf(path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s), root),
  );
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    let start = 0;
    let owner = '(sem mapa)';
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(owner, Buffer.byteLength(text.slice(start, column)));
      start = column;
      if (fields.length >= 4) {
        source += fields[1];
        owner = sourceOwners[source];
      } else owner = '(sem mapa)';
    }
    add(owner, Buffer.byteLength(text.slice(start)) + 1);
  });
  return owners;
}
