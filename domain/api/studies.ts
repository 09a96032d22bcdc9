import { z } from 'zod';

/**
 * The answers of the Estudo Preliminar and Relatório Técnico routes, shared by the server (its
 * response schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

export const PRELIMINARY_KEYS = ['diagnostico_ambiental', 'diagnostico_juridico', 'diagnostico_social'] as const;

/** `GET /projects/{id}/relatorio-preliminar`: the three sections' HTML. */
export const preliminaryAnswer = z.object({
  diagnostico_ambiental: z.string().nullable(),
  diagnostico_juridico: z.string().nullable(),
  diagnostico_social: z.string().nullable(),
});

/** `GET /projects/{id}/relatorio-tecnico`: the answers, the paragraphs and whether they were customised. */
const answerOut = z.union([z.string(), z.array(z.object({ key: z.string(), value: z.string() }))]);
export const technicalAnswer = z.object({
  customized: z.boolean(),
  answers: z.record(z.string(), answerOut),
  paragraphs: z.record(z.string(), z.string()),
});

/** The technical report's questions, with the values calculated from the project's data. */
export const questionAnswer = z.array(
  z.object({
    prop: z.string(),
    label: z.string(),
    type: z.enum(['text', 'key-value', 'calculated']),
    example: z.string().optional(),
    options: z.array(z.string()).optional(),
    help: z.string().optional().describe('O que a pergunta pede além do rótulo (mostrado sob o campo)'),
    value: z.string().optional().describe('Valor calculado dos dados do projeto (campos calculated)'),
    source: z.string().optional().describe('Tela onde o valor calculado é alterado (campos calculated)'),
  }),
);
