import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { validationErrorBody, zodErrorToFieldErrors } from './zod-errors.ts';

describe('zodErrorToFieldErrors', () => {
  const schema = z.strictObject({
    name: z.string({ error: 'nome' }).min(3, { error: 'curto' }),
    tags: z.array(z.string({ error: 'etiqueta' })),
    range: z.strictObject({ from: z.number({ error: 'número' }) }),
  });

  it('keys messages by field, first message wins, list positions dropped, nested joined', () => {
    const result = schema.safeParse({ name: 'ab', tags: ['a', 2, 3], range: { from: 'x', to: 1 }, other: 1 });
    expect(result.success).toBe(false);
    expect(zodErrorToFieldErrors(result.error!)).toEqual({
      name: 'curto',
      tags: 'etiqueta',
      'range.from': 'número',
      'range.to': MESSAGES.unknownField,
      other: MESSAGES.unknownField,
    });
  });

  it('puts a whole-body problem under _', () => {
    const result = z.string({ error: 'texto' }).safeParse(1);
    expect(zodErrorToFieldErrors(result.error!)).toEqual({ _: 'texto' });
  });

  it('builds the 400 body', () => {
    const result = schema.safeParse({});
    expect(validationErrorBody(result.error!)).toMatchObject({
      message: MESSAGES.invalidRequest,
      errors: { name: 'nome' },
    });
  });
});
