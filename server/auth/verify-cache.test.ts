import { describe, expect, it, vi } from 'vitest';
import { cachedVerifier } from './verify-cache.ts';

/** A verifier that accepts tokens named `ok:<sub>:<exp>` and counts its calls. */
function fakeVerifier() {
  const verify = vi.fn(async (token: string) => {
    const [kind, sub, exp] = token.split(':');
    if (kind !== 'ok') throw new Error('invalid');
    return exp ? { sub, exp: Number(exp) } : { sub };
  });
  return verify;
}

describe('cachedVerifier', () => {
  it('checks a token once and answers the same verdict until its exp', async () => {
    let clock = 1_000_000;
    const verify = fakeVerifier();
    const cached = cachedVerifier(verify, () => clock);
    const token = 'ok:alice:1100'; // exp 1100 s = 1,100,000 ms
    expect(await cached(token)).toEqual({ sub: 'alice', exp: 1100 });
    clock = 1_099_999;
    expect(await cached(token)).toEqual({ sub: 'alice', exp: 1100 });
    expect(verify).toHaveBeenCalledTimes(1);
    // At exp the real check runs again (and the real verifier then refuses an expired token).
    clock = 1_100_000;
    await cached(token);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refused token, nor one without exp', async () => {
    const verify = fakeVerifier();
    const cached = cachedVerifier(verify, () => 0);
    await expect(cached('forged')).rejects.toThrow('invalid');
    await expect(cached('forged')).rejects.toThrow('invalid');
    await cached('ok:bob');
    await cached('ok:bob');
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('keys on the whole token: another string, however close, is verified on its own', async () => {
    const verify = fakeVerifier();
    const cached = cachedVerifier(verify, () => 0);
    await cached('ok:alice:10');
    await expect(cached('ok:alice:10 ')).resolves.toEqual({ sub: 'alice', exp: 10 });
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
