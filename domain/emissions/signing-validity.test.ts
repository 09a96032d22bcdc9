import { describe, expect, it } from 'vitest';
import { signingMailNotice, unreadableMailNotice } from './signing-validity.ts';

// A certificate valid from 10/01/2026 09:00 to 10/01/2027 09:00 in Brasília (UTC−3).
const validity = { from: new Date('2026-01-10T12:00:00Z'), until: new Date('2027-01-10T12:00:00Z') };
/** An hour of a Brasília day. */
const at = (day: string, hour = 8) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 3) * 3_600_000);

describe('the e-mail notice of the signing certificate due on a day', () => {
  it('none while more than 30 days are left', () => {
    expect(signingMailNotice(validity, at('2026-12-10'))).toBeNull();
    expect(signingMailNotice(validity, at('2026-06-01'))).toBeNull();
  });

  it('from 30, 15, 7, 3, 1 and 0 days before the end, in Brasília calendar days, whatever the hour', () => {
    expect(signingMailNotice(validity, at('2026-12-11', 0))).toEqual({
      key: 'ending-30',
      state: 'ending',
      daysLeft: 30,
    });
    expect(signingMailNotice(validity, at('2026-12-11', 23))).toEqual({
      key: 'ending-30',
      state: 'ending',
      daysLeft: 30,
    });
    // A day the worker was down is made up the next day: the same notice, not the next one's wait.
    expect(signingMailNotice(validity, at('2026-12-12'))).toEqual({ key: 'ending-30', state: 'ending', daysLeft: 29 });
    expect(signingMailNotice(validity, at('2026-12-26'))).toMatchObject({ key: 'ending-15', daysLeft: 15 });
    expect(signingMailNotice(validity, at('2027-01-03'))).toMatchObject({ key: 'ending-7', daysLeft: 7 });
    expect(signingMailNotice(validity, at('2027-01-07'))).toMatchObject({ key: 'ending-3', daysLeft: 3 });
    expect(signingMailNotice(validity, at('2027-01-08'))).toMatchObject({ key: 'ending-3', daysLeft: 2 });
    expect(signingMailNotice(validity, at('2027-01-09'))).toMatchObject({ key: 'ending-1', daysLeft: 1 });
    // Its last day, until its last instant (RFC 5280: the end is included).
    expect(signingMailNotice(validity, at('2027-01-10', 7))).toMatchObject({ key: 'ending-0', daysLeft: 0 });
    expect(signingMailNotice(validity, validity.until)).toMatchObject({ key: 'ending-0', daysLeft: 0 });
  });

  it('every day once it has ended, or before it begins, when no PDF can be signed', () => {
    expect(signingMailNotice(validity, new Date(validity.until.getTime() + 1))).toEqual({
      key: 'expired-2027-01-10',
      state: 'expired',
      daysLeft: 0,
    });
    expect(signingMailNotice(validity, at('2027-02-01'))).toMatchObject({ key: 'expired-2027-02-01' });
    expect(signingMailNotice(validity, at('2026-01-09'))).toEqual({
      key: 'not_yet-2026-01-09',
      state: 'not_yet',
      daysLeft: 0,
    });
  });

  it('every day, on the Brasília calendar, while the certificate cannot be opened', () => {
    expect(unreadableMailNotice(at('2027-03-02', 0))).toEqual({ key: 'unreadable-2027-03-02', state: 'unreadable' });
    expect(unreadableMailNotice(at('2027-03-02', 23))).toMatchObject({ key: 'unreadable-2027-03-02' });
    expect(unreadableMailNotice(at('2027-03-03', 0))).toMatchObject({ key: 'unreadable-2027-03-03' });
  });
});
