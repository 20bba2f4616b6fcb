import * as v from 'valibot';

// How many login codes a phone may be sent and how many wrong ones it may try, whichever
// session or login (customer or guarantor) they come from: the budget belongs to the phone, so
// a new login or a resend never refills it (docs/decisions/018-otp-budgets-per-phone.md).

/** At most `max` events in any `windowMs` (a rolling window, read from the events' own times). */
export type RollingLimit = { max: number; windowMs: number };

export type OtpPolicy = {
  /** How long a login code is good for (§9: 5 minutes). */
  codeLifeMs: number;
  /** Wait before the same session may ask for another code (§9: 30 s). */
  resendWaitMs: number;
  /** Codes sent to one phone, by login or resend, in every session. */
  codesPerPhone: readonly RollingLimit[];
  /** Wrong codes tried for one phone; a right code clears them. */
  wrongTriesPerPhone: readonly RollingLimit[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OTP_POLICY: OtpPolicy = {
  codeLifeMs: 5 * MINUTE,
  resendWaitMs: 30_000,
  // A login and four resends for an SMS that is slow to come; ten in a day covers a few devices.
  codesPerPhone: [
    { max: 5, windowMs: HOUR },
    { max: 10, windowMs: 24 * HOUR },
  ],
  // A code takes 5 wrong tries; two codes' worth in half an hour lock the phone for about half an
  // hour, 15 in a day without a right one lock it for the day: at most 15 guesses of 10,000 a day.
  wrongTriesPerPhone: [
    { max: 10, windowMs: 30 * MINUTE },
    { max: 15, windowMs: 24 * HOUR },
  ],
};

const LimitSchema = v.object({
  max: v.pipe(v.number(), v.integer(), v.minValue(1)),
  windowMs: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
const DurationSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** What `OTP_POLICY` (server/config.ts) and SandboxOptions may override; the rest stays default. */
export const OtpPolicyOverrideSchema = v.strictObject({
  codeLifeMs: v.optional(DurationSchema),
  resendWaitMs: v.optional(DurationSchema),
  codesPerPhone: v.optional(v.array(LimitSchema)),
  wrongTriesPerPhone: v.optional(v.array(LimitSchema)),
});

export type OtpPolicyOverride = v.InferOutput<typeof OtpPolicyOverrideSchema>;

export function otpPolicyWith(override: OtpPolicyOverride = {}): OtpPolicy {
  return { ...DEFAULT_OTP_POLICY, ...override };
}

/** Parses the `OTP_POLICY` JSON; a wrong one stops the server rather than run with limits nobody meant. */
export function parseOtpPolicyOverride(json: string): OtpPolicyOverride {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`OTP_POLICY must be JSON, got "${json}"`);
  }
  const result = v.safeParse(OtpPolicyOverrideSchema, value);
  if (!result.success) {
    throw new Error(`OTP_POLICY is not a valid override: ${v.summarize(result.issues)}`);
  }
  return result.output;
}

/**
 * Until when the limits refuse one more event, given the times of past ones; null when one
 * more is allowed now. A full window frees up when its oldest counted event ages out.
 */
export function blockedUntil(times: readonly number[], limits: readonly RollingLimit[], now: number): number | null {
  let until: number | null = null;
  for (const { max, windowMs } of limits) {
    const inWindow = times.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);
    if (inWindow.length < max) continue;
    const freedAt = (inWindow[inWindow.length - max] ?? now) + windowMs;
    until = until === null ? freedAt : Math.max(until, freedAt);
  }
  return until;
}

/** How many more events the limits allow now (the tightest of them). */
export function roomLeft(times: readonly number[], limits: readonly RollingLimit[], now: number): number {
  return Math.min(
    Infinity,
    ...limits.map(({ max, windowMs }) => max - times.filter((at) => at > now - windowMs && at <= now).length),
  );
}

/** "40 seconds", "25 minutes", "1 hour 5 minutes": a wait as a message says it, rounded up. */
export function waitInWords(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < 60_000) return plural(Math.max(1, Math.ceil(ms / 1000)), 'second');
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}
