import { beforeAll } from 'vitest';

/**
 * jsdom does no layout: ProseMirror asks for coordinates when it scrolls the selection into
 * view and when a click lands. Empty answers are enough; tests focus the editor rather than
 * click in it.
 */
export function layoutForEditors() {
  beforeAll(() => {
    document.elementFromPoint ??= () => null;
    Range.prototype.getClientRects ??= () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });
}
