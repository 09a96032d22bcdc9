import { useRef, useState, type ChangeEvent } from 'react';
import type { Editor } from '@tiptap/core';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorDetail } from '../upload/fileKinds';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem, isDeclaredImage, uploadedImageSource } from './image';

/**
 * 'Imagem': a PNG or JPEG from the computer, uploaded as a file of the project (POST
 * /files/create, field `image`) and inserted at the cursor as our own file route. The text
 * keeps a few bytes instead of the picture's base64 (issue #19); the save links the file.
 */
export const ImageButton = ({ editor, disabled }: { editor: Editor; disabled?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const label = translate(sending ? 'app.richText.image_sending' : 'app.richText.image');
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file) ?? ((await isDeclaredImage(file)) ? undefined : 'image_type');
    if (problem) {
      notify(`app.richText.${problem}`, { type: 'warning', messageArgs: { size: IMAGE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setSending(true);
    try {
      const uploaded = await dataProvider.uploadFile(file, file.name, 'image');
      editor
        .chain()
        .focus()
        .setImage({ src: uploadedImageSource(uploaded), alt: file.name })
        .run();
    } catch (error) {
      notify('app.richText.image_failed', { type: 'error', messageArgs: { detail: errorDetail(error) } });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-busy={sending}
            disabled={disabled || sending}
            onClick={() => input.current?.click()}
          >
            {sending ? <CircularProgress size={20} aria-hidden /> : <InsertPhoto />}
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
