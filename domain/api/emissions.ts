import { z } from 'zod';

/**
 * The answers of the emission register (issue 14), shared by the server (its response
 * schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

/** A row of `GET /projects/{id}/emissions`: an emitted título or CRF. */
export const emissionItem = z.object({
  id: z.number().int(),
  kind: z.enum(['titulo-legitimacao', 'cert-reg-fund']),
  number: z.number().int(),
  year: z.number().int(),
  label: z.string().describe('"Título nº 0042/2026", "CRF COMPLEMENTAR nº 004/2026, complementar à CRF nº 003/2026"'),
  status: z.enum(['valid', 'superseded', 'cancelled']),
  emitted_at: z.string(),
  emitted_by: z.string().nullable(),
  lot_ids: z.array(z.number().int()),
  lots: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('Os primeiros 20 lotes'),
  sha256: z
    .string()
    .nullable()
    .describe('SHA-256 dos bytes entregues (assinados); nulo nos registros anteriores ao registro de emissões'),
  verification_code: z.string().nullable(),
  complementar_of: z.number().int().nullable(),
  superseded_by: z.number().int().nullable(),
  format: z.enum(['pdf', 'xlsx']),
  signed: z.boolean(),
  legacy: z.boolean().describe('Migrado dos eventos de emissão anteriores ao registro (sem arquivo nem código)'),
  downloadable: z.boolean(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});

/** `GET /public/verify/{code}` (no sign-in): what the printed code vouches for. */
export const verifyAnswer = z.object({
  kind: z.enum(['titulo-legitimacao', 'cert-reg-fund']),
  number: z.string(),
  status: z.enum(['válido', 'substituído', 'cancelado']),
  emitted_at: z.string(),
  municipality: z.string().nullable(),
  holder: z.string().nullable().describe('Nome do titular mascarado ("MARIA S. O."); nulo numa CRF'),
  sha256: z.string().nullable().describe('Compare com o SHA-256 do PDF recebido'),
  signed: z.boolean().describe('Assinado digitalmente (PAdES, certificado do Município)'),
});

/**
 * `GET /emissions/signing-certificate`: the A1 certificate that signs the títulos and CRFs, so the
 * screens that emit can warn before it expires; `certificate` null when none is configured (the
 * documents go out unsigned, as the verification page says).
 */
export const signingCertificateAnswer = z.object({
  certificate: z
    .object({
      holder: z.string().describe('O titular (CN do certificado: o Município)'),
      valid_from: z.string().describe('Início da validade (ISO 8601)'),
      valid_until: z.string().describe('Fim da validade (ISO 8601): depois dele nenhum PDF é emitido'),
    })
    .nullable(),
});
