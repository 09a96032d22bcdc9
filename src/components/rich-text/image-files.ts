import type { Editor } from '@tiptap/core';
import FileHandler from '@tiptap/extension-file-handler';

/** Each mounted editor's picture upload (useImageUpload), set by RichTextEditor. */
export const imageUploads = new WeakMap<Editor, (files: File[], pos?: number) => unknown>();

/**
 * Pictures pasted (a screenshot, an image file copied) or dropped into the editor take the
 * Imagem button's way: checked, uploaded, inserted as our own file route. Every dropped file is
 * taken, so a file let go over the text never makes the browser leave the page with the edit
 * unsaved; one that is not a picture gets the button's warning. A paste that also carries HTML
 * (a document's or a web page's selection) is pasted as its HTML, as before: office programs
 * put a picture of the selection beside its text.
 */
export const ImageFiles = FileHandler.configure({
  onDrop: (editor, files, pos) => void imageUploads.get(editor)?.(files, pos),
  onPaste: (editor, files, html) => {
    if (!html) void imageUploads.get(editor)?.(files);
  },
});
