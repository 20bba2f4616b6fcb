// The periods a statement may be asked for: this month (to today), last month, or a custom range
// of at most a year that does not reach past today. Days are calendar days in India (IST, a fixed
// UTC+05:30), as YYYY-MM-DD.

export interface Period {
  from: string;
  to: string;
}

export const PERIOD_CHOICES = ['thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** The longest custom range, in days (both ends included): a leap year. */
export const MAX_PERIOD_DAYS = 366;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in India. */
export function todayInIndia(nowMs: number): string {
  return new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function dayNumber(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse rolls 2026-02-31 over; such a day does not exist.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}

/** From the first of this month to today. */
export function thisMonth(today: string): Period {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The whole of last month. */
export function lastMonth(today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The sentence to show under a custom range, or null when it may be asked for. */
export function customPeriodProblem(period: Period, today: string): string | null {
  if (period.from === '' || period.to === '') return 'Choose both the start and the end date.';
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  if (from === null || to === null) return 'Enter real dates.';
  if (from > to) return 'The start date must be on or before the end date.';
  if (to > (dayNumber(today) ?? to)) return 'The end date cannot be after today.';
  if (to - from + 1 > MAX_PERIOD_DAYS) return 'Choose a period of at most one year.';
  return null;
}

/** The period a choice stands for (a custom one as typed). */
export function periodOf(choice: PeriodChoice, today: string, custom: Period): Period {
  if (choice === 'thisMonth') return thisMonth(today);
  if (choice === 'lastMonth') return lastMonth(today);
  return custom;
}

/** The downloaded PDF's name: the month for a whole month, else both days. */
export function statementFileName(period: Period): string {
  const month = period.from.slice(0, 7);
  const wholeMonth = period.from.endsWith('-01') && lastMonth(nextMonthStart(month)).to === period.to;
  return wholeMonth ? `saakh-statement-${month}.pdf` : `saakh-statement-${period.from}-to-${period.to}.pdf`;
}

function nextMonthStart(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
}
