import { useRef, type ChangeEvent } from 'react';
import type { Editor } from '@tiptap/core';
import { IconButton, Tooltip } from '@mui/material';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import { useNotify, useTranslate } from 'react-admin';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem, readImage } from './image';

/** 'Imagem': a PNG or JPEG from the computer, embedded as a data URL at the cursor. */
export const ImageButton = ({ editor, disabled }: { editor: Editor; disabled?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const label = translate('app.richText.image');
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    const src = problem ? undefined : await readImage(file);
    if (!src) {
      notify(`app.richText.${problem ?? 'image_type'}`, {
        type: 'warning',
        messageArgs: { size: IMAGE_MAX_BYTES / 1024 / 1024 },
      });
      return;
    }
    editor.chain().focus().setImage({ src, alt: file.name }).run();
  };
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => input.current?.click()}>
            <InsertPhoto />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        onChange={onChange}
        data-testid="rich-text-image-input"
      />
    </>
  );
};
