import { describe, expect, it } from 'vitest';
import { DAY_MS, coolingOffExit } from '../../../server/agreement/rules.ts';
import { ESIGN_STATUSES, eSignStatusAt, isSettled } from '../../../server/providers/esign/status.ts';

// The sandbox lender's agreement rules with worked examples: the cooling-off exit (principal plus
// the proportionate APR, Digital Lending Directions 2025) and the e-sign request's clock.

const ACTIVATED = Date.UTC(2026, 1, 1, 10, 0, 0);

describe('coolingOffExit', () => {
  it('charges at least one day: ₹1,00,000 at 19.5 % APR, 3 hours in → 100000 × 19.5 × 1 / 36500 = ₹53.42', () => {
    const exit = coolingOffExit({
      principal: 100_000,
      aprPercent: 19.5,
      coolingOffDays: 3,
      activatedAtMs: ACTIVATED,
      nowMs: ACTIVATED + 3 * 3_600_000,
    });
    expect(exit).toEqual({
      open: true,
      endsAt: ACTIVATED + 3 * DAY_MS,
      days: 1,
      principal: 100_000,
      interest: 53.42,
      exitAmount: 100_053.42,
    });
  });

  // ₹2,50,000 at 18.5 % APR, 2 days 1 hour in → 3 started days → 250000 × 18.5 × 3 / 36500 = ₹380.14.
  it('counts started days whole', () => {
    const exit = coolingOffExit({
      principal: 250_000,
      aprPercent: 18.5,
      coolingOffDays: 3,
      activatedAtMs: ACTIVATED,
      nowMs: ACTIVATED + 2 * DAY_MS + 3_600_000,
    });
    expect(exit).toMatchObject({ open: true, days: 3, interest: 380.14, exitAmount: 250_380.14 });
  });

  it('costs nothing when nothing was drawn', () => {
    const exit = coolingOffExit({
      principal: 0,
      aprPercent: 19.5,
      coolingOffDays: 3,
      activatedAtMs: ACTIVATED,
      nowMs: ACTIVATED + DAY_MS,
    });
    expect(exit).toMatchObject({ open: true, interest: 0, exitAmount: 0 });
  });

  it('closes when the look-up period ends', () => {
    const exit = coolingOffExit({
      principal: 50_000,
      aprPercent: 19.5,
      coolingOffDays: 3,
      activatedAtMs: ACTIVATED,
      nowMs: ACTIVATED + 3 * DAY_MS,
    });
    expect(exit.open).toBe(false);
  });
});

describe('eSignStatusAt', () => {
  const expires = ACTIVATED + 30 * 60_000;
  it.each(ESIGN_STATUSES.map((status) => [status] as const))('%s before and after its expiry', (status) => {
    expect(eSignStatusAt(status, expires, expires - 1)).toBe(status);
    // An undecided request lapses; a decided one keeps its outcome.
    expect(eSignStatusAt(status, expires, expires)).toBe(isSettled(status) ? status : 'EXPIRED');
  });
});
