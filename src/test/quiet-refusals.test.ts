import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { installQuietRefusals, isRefusalLog } from './quiet-refusals';

describe('the web tests leave out react-admin’s log of a refused request', () => {
  it('knows a refusal (4xx) from a failure and from anything else', () => {
    expect(isRefusalLog([new HttpError('Não encontrado', 404, { message: 'Não encontrado' })])).toBe(true);
    expect(isRefusalLog([new HttpError('', 422)])).toBe(true);
    expect(isRefusalLog([new HttpError('', 500)])).toBe(false);
    expect(isRefusalLog([new TypeError('fetch failed')])).toBe(false);
    expect(isRefusalLog(['Warning: %s', new HttpError('', 404)])).toBe(false);
    expect(isRefusalLog([])).toBe(false);
  });

  it('prints a server error and every other message, not a refusal; wrapped once however often installed', () => {
    const error = vi.fn();
    const target = { error };
    installQuietRefusals(target);
    installQuietRefusals(target);
    target.error(new HttpError('Não encontrado', 404));
    target.error(new HttpError('Erro interno', 500));
    target.error('Warning: %s', 'something');
    expect(error.mock.calls.map((args) => (args[0] instanceof HttpError ? args[0].status : args[0]))).toEqual([
      500,
      'Warning: %s',
    ]);
  });

  it('is installed on the console by the web tests’ setup', () => {
    expect((console as unknown as Record<symbol, unknown>)[Symbol.for('reurb.quietRefusals')]).toBe(true);
  });
});
