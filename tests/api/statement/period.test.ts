import { describe, expect, it } from 'vitest';
import {
  customPeriodProblem,
  lastMonth,
  periodOf,
  statementFileName,
  thisMonth,
  todayInIndia,
} from '../../../rules/statement/period.ts';
import { filterPayments, monthOf, monthsOf } from '../../../machines/statement/history-filter.ts';
import { formatDate } from '../../../src/lib/format/date.ts';
import { payment } from '../../support/events/statement-events.ts';

// The statement's period rules, its file name, and payment history's filters and date line.

describe('statement periods', () => {
  it('counts today in India: 20:00 UTC on 31 Jan is already 1 Feb there', () => {
    expect(todayInIndia(Date.UTC(2026, 0, 31, 20, 0))).toBe('2026-02-01');
    expect(todayInIndia(Date.UTC(2026, 0, 31, 18, 29))).toBe('2026-01-31');
  });

  it('this month runs from the 1st to today; last month is the whole month before', () => {
    expect(thisMonth('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(lastMonth('2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(lastMonth('2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodOf('custom', '2026-03-15', { from: '2026-01-05', to: '2026-01-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    });
  });

  it('allows a custom range up to a year that does not reach past today', () => {
    const today = '2026-03-15';
    const problem = (from: string, to: string) => customPeriodProblem({ from, to }, today);
    expect(problem('', '2026-03-01')).toBe('Choose both the start and the end date.');
    expect(problem('2026-02-30', '2026-03-01')).toBe('Enter real dates.');
    expect(problem('2026-03-02', '2026-03-01')).toBe('The start date must be on or before the end date.');
    expect(problem('2026-03-01', '2026-03-16')).toBe('The end date cannot be after today.');
    expect(problem('2025-03-13', '2026-03-14')).toBe('Choose a period of at most one year.');
    expect(problem('2025-03-15', '2026-03-15')).toBeNull();
    expect(problem('2026-03-15', '2026-03-15')).toBeNull();
  });

  it('names the PDF by its month for a whole month, else by both days', () => {
    expect(statementFileName({ from: '2026-02-01', to: '2026-02-28' })).toBe('saakh-statement-2026-02.pdf');
    expect(statementFileName({ from: '2025-12-01', to: '2025-12-31' })).toBe('saakh-statement-2025-12.pdf');
    expect(statementFileName({ from: '2026-03-01', to: '2026-03-15' })).toBe(
      'saakh-statement-2026-03-01-to-2026-03-15.pdf',
    );
  });
});

describe('payment history', () => {
  const late = { ...payment('failed'), transactionId: 'TXN2', createdAt: '2026-01-31T19:00:00.000Z' };
  const payments = [payment('success'), late];

  it('files a payment under its month in India and filters by status and month', () => {
    expect(monthOf(late)).toBe('2026-02');
    expect(monthsOf([...payments, { ...late, createdAt: '2025-12-01T10:00:00.000Z' }])).toEqual(['2026-02', '2025-12']);
    expect(filterPayments(payments, 'failed', 'all')).toEqual([late]);
    expect(filterPayments(payments, 'all', '2026-01')).toEqual([]);
    expect(filterPayments(payments, 'success', '2026-02')).toEqual([payments[0]]);
  });

  it('dates a payment as DD Mon YYYY with the weekday and time in India', () => {
    expect(formatDate(payment().createdAt, { withWeekdayAndTime: true })).toBe('10 Feb 2026, Tuesday 3:30 PM');
    expect(formatDate(late.createdAt, { withWeekdayAndTime: true })).toBe('01 Feb 2026, Sunday 12:30 AM');
  });
});
