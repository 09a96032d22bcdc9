import { HttpError } from 'react-admin';

/** A save of sections as react-query keeps it: its error, and the sections it sent. */
export interface SectionsSave {
  error: unknown;
  variables?: Record<string, unknown>;
}

/**
 * What the last refused save of a study says of each of its sections (the server's `errors`,
 * keyed by the section, as for a picture that may not be kept: `diagnostico_social`, or by its
 * place in the body, as for a text over the cap in the Relatório Técnico: `paragraphs.introducao`),
 * for the sections still as that save sent them: a section edited since says nothing more.
 */
export function sectionErrors(
  save: SectionsSave,
  sections: readonly { id: string }[],
  current: (key: string) => unknown,
): Record<string, string> {
  const { error, variables } = save;
  const errors =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | null)?.errors : null;
  const found: Record<string, string> = {};
  for (const { id } of sections) {
    const message = errors?.[id] ?? errors?.[`paragraphs.${id}`];
    if (typeof message === 'string' && variables?.[id] === current(id)) found[id] = message;
  }
  return found;
}
