// Dates per §9: "DD Mon YYYY", optionally followed by weekday and time,
// e.g. "05 Mar 2026" or "05 Mar 2026, Thursday 3:05 PM".
//
// Users are in India, so instants are shown in India Standard Time whatever the
// device's zone. IST is a fixed UTC+05:30 with no daylight saving, so the offset is
// applied directly instead of going through Intl time zones, whose month
// abbreviations differ between ICU versions (en-IN gives "Sept" in newer ones).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// A date-only string ("2026-03-05") names a calendar day, not an instant: it must
// show as that day in every zone, so it is read as midnight IST.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface FormatDateOptions {
  withWeekdayAndTime?: boolean;
}

export function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const ms = Date.UTC(Number(y), Number(m) - 1, Number(d)) - IST_OFFSET_MS;
    const instant = new Date(ms);
    // Date.UTC rolls 2026-02-31 over to March; such input is invalid, not a later day.
    const ist = new Date(ms + IST_OFFSET_MS);
    if (ist.getUTCDate() !== Number(d) || ist.getUTCMonth() !== Number(m) - 1) return null;
    return instant;
  }
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatDate(value: string | Date | null | undefined, opts: FormatDateOptions = {}): string {
  const instant = toInstant(value);
  if (!instant) return '';
  // Shifting by the offset lets the UTC getters read IST wall-clock fields.
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const day = `${pad2(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  if (!opts.withWeekdayAndTime) return day;
  const hours24 = ist.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const meridiem = hours24 < 12 ? 'AM' : 'PM';
  return `${day}, ${WEEKDAYS[ist.getUTCDay()]} ${hours12}:${pad2(ist.getUTCMinutes())} ${meridiem}`;
}
