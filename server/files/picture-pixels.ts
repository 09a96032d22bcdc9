import { open } from 'node:fs/promises';
import { HttpError } from '../errors.ts';
import { beyondLimit, PIXEL_LIMIT, pictureSize, pixelsOf, type PictureSize } from '../reports/pdf/picture-limit.ts';
import type { SpooledFile } from './upload.ts';

/** The multipart field of the image widget: project and block pictures, the coat of arms, the study editor's Imagem button. */
export const PICTURE_FIELD = 'image';

/** How much of an upload's start its header is looked for in (as far as image-size reads from a file). */
const HEADER_BYTES = 512 * 1024;

const TOO_MANY_PIXELS = (size: PictureSize) =>
  `Esta imagem tem ${pixelsOf(size)}, acima do limite de ${PIXEL_LIMIT}: reduza-a e envie de novo.`;

/** The first `HEADER_BYTES` of a spooled file. */
async function headOf(file: SpooledFile): Promise<Uint8Array> {
  const handle = await open(file.path);
  try {
    const head = Buffer.alloc(Math.min(HEADER_BYTES, file.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A picture sent through the image widget is one that screens and documents draw whole. Past
 * the pixels a document draws (../reports/pdf/picture-limit.ts) it is refused at the upload
 * (413, the size said), instead of being kept and then left out of every study or letterhead
 * that shows it. Documents (the `file` field, a lot's fields) are kept whatever their pixels:
 * they are only downloaded.
 *
 * The size is read from the header in the file's first 512 KB, as the documents read it
 * (pictureSize). A picture whose header is not found there (a JPEG behind more than 512 KB of
 * metadata) passes: the documents check the whole bytes again before drawing it.
 */
export async function refuseOversizedPictures(spooled: readonly SpooledFile[]): Promise<void> {
  for (const file of spooled) {
    if (file.field !== PICTURE_FIELD || !file.type.mime.startsWith('image/')) continue;
    const size = pictureSize(await headOf(file));
    const tooLarge = size && beyondLimit(size);
    if (tooLarge) throw new HttpError(413, TOO_MANY_PIXELS(tooLarge));
  }
}
