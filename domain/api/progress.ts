import { z } from 'zod';

/**
 * The answers of the progress routes, shared by the server (its response schemas), the SPA
 * (its types, `import type` only) and the mock API's contract test.
 */

/** The two parts of a lot whose completion is credited to a user (docs/screens.md#screens progress screen). */
export const ASSIGNMENTS = ['social', 'benfeitorias'] as const;
export type Assignment = (typeof ASSIGNMENTS)[number];

export const completedByDayAnswer = z.object({
  name: z.string().describe('Nome do projeto'),
  completed_lots_by_day: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD, dia em America/Sao_Paulo'),
      user_name: z.string().nullable().describe('Nome (ou e-mail) do usuário; null se o usuário foi removido'),
      user_id: z.number().int().nullable(),
      social: z.number().int().describe('Lotes com o cadastro social concluído'),
      benfeitorias: z.number().int().describe('Lotes com as benfeitorias concluídas'),
    }),
  ),
});

export const completedByUserAndDateAnswer = z.object({
  data: z.array(
    z.object({
      lot_id: z.number().int(),
      lot_name: z.string(),
      block_id: z.number().int(),
      block_name: z.string(),
      owner_name: z.string().nullable(),
      cpf: z.string().nullable().describe('Só dígitos'),
      user_assignments: z.array(z.enum(ASSIGNMENTS)),
    }),
  ),
});
