import { HttpError } from 'react-admin';

/**
 * What a refused save of a study says of each of its sections: the server's `errors`, keyed by
 * the section (a picture that may not be kept: `diagnostico_social`) or by its place in the
 * body (a text over the cap in the Relatório Técnico: `paragraphs.introducao`).
 */
export function sectionErrors(error: unknown, sections: readonly { id: string }[]): Record<string, string> {
  const errors =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | null)?.errors : null;
  const found: Record<string, string> = {};
  for (const { id } of sections) {
    const message = errors?.[id] ?? errors?.[`paragraphs.${id}`];
    if (typeof message === 'string') found[id] = message;
  }
  return found;
}

/** The errors without a section's, once it is edited. */
export const withoutError = (errors: Record<string, string>, section: string) =>
  section in errors ? Object.fromEntries(Object.entries(errors).filter(([key]) => key !== section)) : errors;
