import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambiguousDecimal, MESSAGES } from '../../domain/validation/messages.ts';
import { lotWorld } from './test-kit.ts';

/** Issue #18: a direct API client gets the form's decimal rule (domain readDecimal). */
describe('PATCH /lots/{id}: decimals read as the form reads them', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
  });
  afterAll(() => w.ctx.close());

  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1.234,56', 1234.56],
    ['0.75', 0.75],
    [250.75, 250.75],
  ])('area %j is stored as %s', async (area, stored) => {
    const { status, body } = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { area });
    expect(status).toBe(200);
    expect(body.area).toBe(stored);
  });

  it('refuses mixed marks and the ambiguous "1.234" with the field named, and keeps the stored area', async () => {
    await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { area: '12,5' });
    const mixed = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { area: '12.5,3' });
    expect(mixed).toMatchObject({ status: 400, body: { errors: { area: MESSAGES.decimal } } });
    const ambiguous = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { area: '1.234' });
    expect(ambiguous).toMatchObject({ status: 400, body: { errors: { area: ambiguousDecimal('1.234') } } });
    const money = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { income: 'R$ 1.500' });
    expect(money.body.income).toBe(1500);
    expect((await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body.area).toBe(12.5);
  });
});
