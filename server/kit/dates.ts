// How the sandbox writes a date a person reads (its PDFs): §9's "DD Mon YYYY", in India's time.
// IST is a fixed UTC+05:30, so the offset is applied directly rather than through Intl, whose
// month abbreviations differ between ICU versions ("Sept").

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const two = (value: number) => String(value).padStart(2, '0');

/** "29 Nov 2026": a calendar day ("2026-11-29") as it is, an instant as its day in India. */
export function dayMonthYear(value: string): string {
  const at = DATE_ONLY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Date.parse(value) + IST_OFFSET_MS);
  return `${two(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** "29 Nov 2026, 10:05 IST": an instant with its time in India. */
export function dayMonthYearTime(iso: string): string {
  const at = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${dayMonthYear(iso)}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} IST`;
}
