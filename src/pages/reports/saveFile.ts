/** Saves a downloaded file under `name` through an object URL and an `<a download>` click. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click returns; keep the URL a little for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The message of a failed call (an HttpError's server message first). */
export const errorMessage = (error: unknown): string =>
  (error as { body?: { message?: string } } | null)?.body?.message ||
  (error instanceof Error ? error.message : String(error));
