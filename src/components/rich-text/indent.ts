import { Extension, type CommandProps } from '@tiptap/core';

/** Indent levels the server's sanitiser and PDF renderer accept (`data-indent="1"` … `"6"`). */
export const MAX_INDENT = 6;
const INDENTED = ['paragraph', 'listItem'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** One level more on the paragraphs and list items of the selection (at most MAX_INDENT). */
      indent: () => ReturnType;
      /** One level less (at least 0, which drops the attribute). */
      outdent: () => ReturnType;
    };
  }
}

const clamp = (level: number) => Math.max(0, Math.min(MAX_INDENT, level));

/**
 * Indentation as `data-indent="N"` on paragraphs and list items (a list item's own
 * paragraphs follow it), with Tab / Shift-Tab. Level 0 writes no attribute.
 */
export const Indent = Extension.create({
  name: 'indent',
  // Before the list item's own Tab (which nests lists the sanitiser would have to follow).
  priority: 1000,
  addGlobalAttributes() {
    return [
      {
        types: INDENTED,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => clamp(Number(element.getAttribute('data-indent')) || 0),
            renderHTML: (attributes) => (attributes.indent ? { 'data-indent': String(attributes.indent) } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    const shift =
      (delta: number) =>
      () =>
      ({ tr, state }: CommandProps) => {
        const { from, to } = state.selection;
        let changed = false;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (!INDENTED.includes(node.type.name)) return true;
          const level = clamp((Number(node.attrs.indent) || 0) + delta);
          if (level !== node.attrs.indent) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: level });
            changed = true;
          }
          // A list item carries the level for its paragraphs.
          return node.type.name !== 'listItem';
        });
        return changed;
      };
    return { indent: shift(1), outdent: shift(-1) };
  },
  addKeyboardShortcuts() {
    return {
      // Tab never leaves the editor: at the last level it still counts as handled.
      Tab: () => (this.editor.commands.indent(), true),
      'Shift-Tab': () => (this.editor.commands.outdent(), true),
    };
  },
});
