import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  DEFAULT_OTP_POLICY,
  blockedUntil,
  otpPolicyWith,
  parseOtpPolicyOverride,
  roomLeft,
  waitInWords,
} from '../../server/otp/otp-policy.ts';
import { readServerConfig } from '../../server/config.ts';

const MINUTE = 60_000;
const limit = { max: 3, windowMs: 10 * MINUTE };

describe('rolling limits', () => {
  it('allow up to max events in the window, then block until the oldest ages out', () => {
    const now = 100 * MINUTE;
    expect(blockedUntil([now - 9 * MINUTE, now - MINUTE], [limit], now)).toBeNull();
    expect(blockedUntil([now - 9 * MINUTE, now - 2 * MINUTE, now - MINUTE], [limit], now)).toBe(now + MINUTE);
    // An event exactly a window old no longer counts.
    expect(blockedUntil([now - 10 * MINUTE, now - 2 * MINUTE, now - MINUTE], [limit], now)).toBeNull();
  });

  it('the longest block of several limits wins, and room left is the tightest', () => {
    const now = 100 * MINUTE;
    const day = { max: 4, windowMs: 24 * 60 * MINUTE };
    const times = [now - 50 * MINUTE, now - 3 * MINUTE, now - 2 * MINUTE, now - MINUTE];
    expect(blockedUntil(times, [limit, day], now)).toBe(now - 50 * MINUTE + day.windowMs);
    expect(roomLeft(times.slice(1), [limit, day], now)).toBe(0);
    expect(roomLeft(times.slice(2), [limit, day], now)).toBe(1);
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 20 * MINUTE }), { maxLength: 12 }),
    fc.integer({ min: 0, max: 20 * MINUTE }),
  ])('a blocked moment ends when the count in the window falls below max, and not before', (times, now) => {
    const until = blockedUntil(times, [limit], now);
    const count = (at: number) => times.filter((t) => t > at - limit.windowMs && t <= now).length;
    if (until === null) {
      expect(count(now)).toBeLessThan(limit.max);
    } else {
      expect(until).toBeGreaterThan(now);
      expect(count(until)).toBeLessThan(limit.max);
      expect(count(until - 1)).toBeGreaterThanOrEqual(limit.max);
    }
  });
});

describe('waits in words', () => {
  it.each([
    [1, '1 second'],
    [29_001, '30 seconds'],
    [60_000, '1 minute'],
    [25 * MINUTE - 1, '25 minutes'],
    [60 * MINUTE, '1 hour'],
    [65 * MINUTE, '1 hour 5 minutes'],
    [23 * 60 * MINUTE + 1, '23 hours 1 minute'],
  ])('%i ms is "%s"', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});

describe('the policy and its overrides', () => {
  it('defaults to 5 codes an hour and 10 wrong tries per 30 minutes, with daily caps', () => {
    expect(DEFAULT_OTP_POLICY.codesPerPhone).toEqual([
      { max: 5, windowMs: 60 * MINUTE },
      { max: 10, windowMs: 24 * 60 * MINUTE },
    ]);
    expect(DEFAULT_OTP_POLICY.wrongTriesPerPhone[0]).toEqual({ max: 10, windowMs: 30 * MINUTE });
    expect(otpPolicyWith({ resendWaitMs: 1000 })).toEqual({ ...DEFAULT_OTP_POLICY, resendWaitMs: 1000 });
  });

  it('OTP_POLICY is read by the server config, and a malformed one stops the server', () => {
    const env = { OTP_POLICY: '{"wrongTriesPerPhone":[{"max":3,"windowMs":600000}]}' };
    expect(readServerConfig(env, 'PORT', 3000).otpPolicy).toEqual({
      wrongTriesPerPhone: [{ max: 3, windowMs: 600_000 }],
    });
    expect(readServerConfig({}, 'PORT', 3000).otpPolicy).toBeUndefined();
    expect(() => parseOtpPolicyOverride('{"wrongTries":[]}')).toThrow(/OTP_POLICY/);
    expect(() => parseOtpPolicyOverride('{"codesPerPhone":[{"max":0,"windowMs":1}]}')).toThrow(/OTP_POLICY/);
    expect(() => parseOtpPolicyOverride('5 a day')).toThrow(/must be JSON/);
  });
});
