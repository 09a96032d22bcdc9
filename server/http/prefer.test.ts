import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { prefersMinimal } from './prefer.ts';

const asking = (prefer?: string | string[]) => ({ headers: { prefer } }) as unknown as FastifyRequest;

describe('Prefer: return=minimal (RFC 7240)', () => {
  it('is read among other preferences, their parameters, spaces, quotes and case', () => {
    for (const prefer of [
      'return=minimal',
      'RETURN=Minimal',
      'respond-async, return=minimal',
      'return = "minimal"; foo=bar',
      ['wait=10', 'return=minimal'],
    ])
      expect(prefersMinimal(asking(prefer)), JSON.stringify(prefer)).toBe(true);
  });

  it('is not another preference, nor a value that only starts the same', () => {
    for (const prefer of [
      undefined,
      '',
      'return=representation',
      'return=minimalist',
      'handling=lenient; return=minimal',
    ])
      expect(prefersMinimal(asking(prefer)), JSON.stringify(prefer)).toBe(false);
  });
});
