import { describe, expect, it } from 'vitest';
import { LOT_STATUS_COMPLETE } from '../enums/lot-status.ts';
import {
  dataRemovalConfirmSchema,
  dataRemovalRequestSchema,
  lotPhaseUpdateSchema,
  lotStatusUpdateSchema,
} from './action-schemas.ts';
import { MESSAGES } from './messages.ts';
import { zodErrorToFieldErrors } from './zod-errors.ts';

const errors = (result: { success: boolean; error?: Parameters<typeof zodErrorToFieldErrors>[0] }) =>
  result.error ? zodErrorToFieldErrors(result.error) : {};

describe('custom call bodies', () => {
  it('status update takes only a lot status', () => {
    expect(lotStatusUpdateSchema.parse({ status: LOT_STATUS_COMPLETE })).toEqual({ status: LOT_STATUS_COMPLETE });
    expect(errors(lotStatusUpdateSchema.safeParse({ status: 'Completo' }))).toEqual({ status: MESSAGES.choice });
  });

  it('phase update needs at least one id', () => {
    expect(lotPhaseUpdateSchema.parse({ lot_ids: [3, '4'] })).toEqual({ lot_ids: [3, 4] });
    expect(errors(lotPhaseUpdateSchema.safeParse({ lot_ids: [] }))).toEqual({ lot_ids: MESSAGES.lotIdsRequired });
    expect(errors(lotPhaseUpdateSchema.safeParse({}))).toEqual({ lot_ids: MESSAGES.lotIdsRequired });
    expect(errors(lotPhaseUpdateSchema.safeParse({ lot_ids: ['x'] }))).toEqual({ lot_ids: MESSAGES.integer });
  });

  it('removal request needs a valid e-mail', () => {
    expect(dataRemovalRequestSchema.parse({ email: ' ana@exemplo.com ' })).toEqual({ email: 'ana@exemplo.com' });
    expect(errors(dataRemovalRequestSchema.safeParse({ email: 'ana' }))).toEqual({ email: MESSAGES.email });
    expect(errors(dataRemovalRequestSchema.safeParse({}))).toEqual({ email: MESSAGES.email });
  });

  it('removal confirmation needs the token', () => {
    expect(errors(dataRemovalConfirmSchema.safeParse({ token: '' }))).toEqual({ token: MESSAGES.required });
    expect(dataRemovalConfirmSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
});
