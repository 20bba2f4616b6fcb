// The Key Fact Statement's version and validity (ADR 049, RBI KFS circular 15 April 2024 ¶5): each
// KFS has a unique proposal number and stays valid for at least three working days when the loan's
// tenor is seven days or more (one working day for a shorter one). A KFS read past its validity,
// before the agreement is signed, is issued afresh with the next number, and must be acknowledged again.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Working days a KFS stays valid for a loan of `tenureDays`. */
export function kfsValidityWorkingDays(tenureDays: number): number {
  return tenureDays >= 7 ? 3 : 1;
}

/** Saturdays and Sundays are not working days; the sandbox keeps no list of holidays. */
function isWorkingDay(istMidnightMs: number): boolean {
  const weekday = new Date(istMidnightMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The last instant a KFS issued at `issuedAtMs` is valid: the end of the `workingDays`-th working
 * day after the day of issue, in India's time (a KFS issued on a Friday is valid to Wednesday night).
 */
export function kfsValidUntil(issuedAtMs: number, workingDays: number): number {
  // Midnight (IST) of the day of issue, on the shifted clock where IST reads as UTC.
  let day = Math.floor((issuedAtMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  for (let counted = 0; counted < workingDays;) {
    day += DAY_MS;
    if (isWorkingDay(day)) counted += 1;
  }
  return day + DAY_MS - 1 - IST_OFFSET_MS;
}

/** The KFS's unique proposal number: the loan's reference and its version (SKH-2026-000123-KFS2). */
export function proposalNumberOf(loanReference: string, version: number): string {
  return `${loanReference}-KFS${version}`;
}
