import { useRef } from 'react';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import { useTranslate } from 'react-admin';
import { IMAGE_TYPES } from './image';
import type { ImageUpload } from './useImageUpload';

/**
 * 'Imagem': a PNG or JPEG from the computer, uploaded as a file of the project (POST
 * /files/create, field `image`) and inserted at the cursor as our own file route. The text
 * keeps a few bytes instead of the picture's base64 (issue #19); the save links the file.
 */
export const ImageButton = ({ images, disabled }: { images: ImageUpload; disabled?: boolean }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const label = translate(images.sending ? 'app.richText.image_sending' : 'app.richText.image');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-busy={images.sending}
            disabled={disabled || images.sending}
            onClick={() => input.current?.click()}
          >
            {images.sending ? <CircularProgress size={20} aria-hidden /> : <InsertPhoto />}
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void images.insert(files);
        }}
        data-testid="rich-text-image-input"
      />
    </>
  );
};
