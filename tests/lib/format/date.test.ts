import { describe, expect, it } from 'vitest';
import { formatDate, toInstant } from '../../../src/lib/format/date.ts';

describe('formatDate', () => {
  // 09:35 UTC is 15:05 IST on Thursday 5 March 2026.
  const instant = '2026-03-05T09:35:00Z';

  it('shows DD Mon YYYY in India time', () => {
    expect(formatDate(instant)).toBe('05 Mar 2026');
    expect(formatDate(new Date(instant))).toBe('05 Mar 2026');
  });

  it('adds weekday and 12-hour time when asked', () => {
    expect(formatDate(instant, { withWeekdayAndTime: true })).toBe('05 Mar 2026, Thursday 3:05 PM');
  });

  it('uses India time, not UTC, at the day boundary', () => {
    // 20:00 UTC on 31 Dec is 01:30 IST on 1 Jan.
    expect(formatDate('2025-12-31T20:00:00Z', { withWeekdayAndTime: true })).toBe('01 Jan 2026, Thursday 1:30 AM');
    expect(formatDate('2026-01-01T18:29:59Z')).toBe('01 Jan 2026');
    expect(formatDate('2026-01-01T18:30:00Z')).toBe('02 Jan 2026');
  });

  it('respects an explicit offset in the input', () => {
    expect(formatDate('2026-03-05T23:50:00+05:30', { withWeekdayAndTime: true })).toBe(
      '05 Mar 2026, Thursday 11:50 PM',
    );
  });

  it('shows midnight and noon as 12', () => {
    expect(formatDate('2026-03-04T18:30:00Z', { withWeekdayAndTime: true })).toBe('05 Mar 2026, Thursday 12:00 AM');
    expect(formatDate('2026-03-05T06:30:00Z', { withWeekdayAndTime: true })).toBe('05 Mar 2026, Thursday 12:00 PM');
  });

  it('reads a date-only string as that calendar day', () => {
    expect(formatDate('2026-09-15')).toBe('15 Sep 2026');
    expect(formatDate('2026-09-15', { withWeekdayAndTime: true })).toBe('15 Sep 2026, Tuesday 12:00 AM');
  });

  it.each(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])(
    'abbreviates month %s with three letters',
    (month) => {
      const index = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month);
      expect(formatDate(`2024-${String(index + 1).padStart(2, '0')}-10`)).toBe(`10 ${month} 2024`);
    },
  );

  it.each(['', '   ', 'not a date', '2026-02-31', '2026-13-01', 'NaN'])('returns an empty string for %j', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('returns an empty string for an invalid Date, null and undefined', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('keeps the instant of a date-only string stable across runtime zones', () => {
    expect(toInstant('2026-03-05')?.toISOString()).toBe('2026-03-04T18:30:00.000Z');
  });
});
