/** Pictures the editor embeds: PNG or JPEG, at most this size (the PDF embeds them as they are). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export type ImageProblem = 'image_type' | 'image_size';

/** What is wrong with a chosen file, by its declared type and size (the content is checked later). */
export function imageProblem(file: File): ImageProblem | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_size';
  return undefined;
}

/** The file as a data URL; undefined when its bytes are not really a PNG or a JPEG. */
export function readImage(file: File): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('leitura da imagem'));
    reader.onload = () => {
      const url = String(reader.result);
      const head = atob(url.slice(url.indexOf(',') + 1, url.indexOf(',') + 13));
      const png = head.startsWith('\x89PNG');
      const jpeg = head.startsWith('\xff\xd8\xff');
      resolve((png && file.type === 'image/png') || (jpeg && file.type === 'image/jpeg') ? url : undefined);
    };
    reader.readAsDataURL(file);
  });
}
