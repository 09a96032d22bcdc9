/**
 * The pictures of the studies' rich text (Estudo Preliminar, Relatório Técnico), declared once
 * for the server's sanitiser, its PDF and its file checks, and for the SPA's editor.
 */

/** The picture types the editor takes and the PDF draws. */
export const STUDY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The head of a PNG or JPEG data URL, as a regular expression's source (the server's scans build on it). */
export const DATA_IMAGE_HEAD = String.raw`data:image\/(?:png|jpe?g);base64,`;
/** A PNG or JPEG data URL (older texts, pasted HTML). */
export const DATA_IMAGE = new RegExp(`^${DATA_IMAGE_HEAD}[A-Za-z0-9+/=\\s]+$`);
/** Our own file route, with or without the signed link's query. */
export const OWN_FILE = /^\/api\/files\/(\d+)\/download(?:[?#][^"'<>\s]*)?$/;

/** True for a source a section keeps: a PNG/JPEG data URL, or our own file route. */
export function imageSourceOk(src: string | null | undefined): src is string {
  return !!src && (DATA_IMAGE.test(src) || OWN_FILE.test(src));
}

/** Our own file route as a section keeps it: no signature, which expires. */
export const ownFileSource = (id: number | string) => `/api/files/${id}/download`;
