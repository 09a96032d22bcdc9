import type { Editor } from '@tiptap/core';
import { Extension } from '@tiptap/core';
import FileHandler from '@tiptap/extension-file-handler';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { isKeptImageSource } from './image';

/** What a mounted editor does with pictures (useImageUpload), set by RichTextEditor. */
export interface ImageHandlers {
  /** Uploads the files and inserts them, at `pos` or at the cursor. */
  insert: (files: File[], pos?: number) => unknown;
  /** Says that pasted pictures stay out of the text. */
  foreign: () => void;
}
export const imageHandlers = new WeakMap<Editor, ImageHandlers>();

/** What pasted HTML holds: only pictures (no text), and how many of them the text cannot keep. */
export function pastedHtml(html: string): { picturesOnly: boolean; foreign: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const images = [...doc.images];
  return {
    picturesOnly: images.length > 0 && !doc.body.textContent?.trim(),
    foreign: images.filter((img) => !isKeptImageSource(img.getAttribute('src'))).length,
  };
}

/**
 * Every file dropped onto the editor takes the Imagem button's way: checked, uploaded, inserted
 * as our own file route, or the button's warning. Taking them all means a file let go over the
 * text never makes the browser leave the page with the edit unsaved.
 */
export const ImageDrop = FileHandler.configure({
  onDrop: (editor, files, pos) => void imageHandlers.get(editor)?.insert(files, pos),
});

/**
 * Pictures pasted: files alone (a screenshot, an image file copied) or with HTML that is only
 * those pictures (a browser's "copy image") are uploaded as the button's are. HTML with text
 * (a document's or a web page's selection) is pasted as its HTML, as before: office programs put
 * a picture of the selection beside its text. The pictures in it that the text cannot keep
 * (another site's, a document's file) stay out, and the editor says so.
 */
export const ImagePaste = Extension.create({
  name: 'imagePaste',
  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('imagePaste'),
        props: {
          handlePaste: (_view, event) => {
            const data = event.clipboardData;
            if (!data) return false;
            const files = [...data.files];
            const html = data.getData('text/html');
            const pasted = html ? pastedHtml(html) : { picturesOnly: false, foreign: 0 };
            if (files.length && (!html || pasted.picturesOnly)) {
              void imageHandlers.get(editor)?.insert(files);
              return true;
            }
            if (pasted.foreign) imageHandlers.get(editor)?.foreign();
            return false;
          },
        },
      }),
    ];
  },
});
