import { useCallback, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorDetail } from '../upload/fileKinds';
import { IMAGE_MAX_BYTES, imageProblem, isDeclaredImage, uploadedImageSource } from './image';

export interface ImageUpload {
  /** True while a picture is being sent. */
  sending: boolean;
  /**
   * Checks and uploads the pictures one after another (POST /files/create, field `image`) and
   * inserts each as our own file route, at `pos` (a drop) or at the cursor (the button, a paste).
   * A file that is not a PNG or JPEG within the limit, or that the server refuses, is said in
   * Portuguese and left out; the others go in.
   */
  insert: (files: readonly File[], pos?: number) => Promise<void>;
  /** Says that pasted pictures the text cannot keep stay out (./image-files.ts). */
  foreign: () => void;
}

/** The editor's picture uploads: the Imagem button, and pictures pasted or dropped (./image-files.ts). */
export function useImageUpload(editor: Editor | null): ImageUpload {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sending, setSending] = useState(false);
  const insert = useCallback(
    async (files: readonly File[], pos?: number) => {
      if (!editor || editor.isDestroyed) return;
      setSending(true);
      let at = pos;
      try {
        for (const file of files) {
          const problem = imageProblem(file) ?? ((await isDeclaredImage(file)) ? undefined : 'image_type');
          if (problem) {
            notify(`app.richText.${problem}`, {
              type: 'warning',
              messageArgs: { size: IMAGE_MAX_BYTES / 1024 / 1024 },
            });
            continue;
          }
          try {
            const uploaded = await dataProvider.uploadFile(file, file.name, 'image');
            if (editor.isDestroyed) return;
            const image = { type: 'image', attrs: { src: uploadedImageSource(uploaded), alt: file.name } };
            if (at === undefined) editor.chain().focus().insertContent(image).run();
            else {
              editor.chain().insertContentAt(at, image).run();
              // The next dropped picture goes after this one.
              at = editor.state.selection.to;
            }
          } catch (error) {
            notify('app.richText.image_failed', { type: 'error', messageArgs: { detail: errorDetail(error) } });
          }
        }
      } finally {
        setSending(false);
      }
    },
    [editor, dataProvider, notify],
  );
  const foreign = useCallback(() => notify('app.richText.image_foreign', { type: 'warning' }), [notify]);
  return { sending, insert, foreign };
}
