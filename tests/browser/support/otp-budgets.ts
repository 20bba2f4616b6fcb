import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { advanceSandboxClock, otpOf } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';

// Arranging the phone's OTP budgets (docs/sandbox.md "OTP budgets per phone") beside the app, the
// way an attacker's script or a second device would spend them: every call is the real sandbox's.

const offByOne = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

/**
 * Wrong codes for `phone` on `sessionId` until the sandbox holds the phone (429 EPL-42903). A
 * code locked after its five tries is replaced by a resend, the sandbox clock moved past the
 * 30 s wait (and past an hour when the codes for the hour are spent: then the day's 15 wrong
 * codes lock it, for most of a day). Bounded, and fails loudly.
 */
export async function lockPhone(request: APIRequestContext, phone: string, sessionId: string, tncId: string) {
  for (let call = 0; call < 60; call += 1) {
    const answer = await request.post('/v2/customer/otp', {
      data: { otp: offByOne(await otpOf(request, phone)), sessionId, tncId },
    });
    if (answer.status() === 429) {
      expect((await answer.json()) as unknown).toMatchObject({ error: { code: 'EPL-42903' } });
      return;
    }
    const { error } = (await answer.json()) as { error: { code: string } };
    if (error.code === 'EPL-42201') continue;
    // The code takes no more tries (locked, or replaced): a new one for this session.
    await advanceSandboxClock(request, 31_000);
    let resent = await request.post('/v2/customer/resend-otp', { data: { sessionId } });
    if (resent.status() === 429) {
      await advanceSandboxClock(request, 60 * 60_000);
      resent = await request.post('/v2/customer/resend-otp', { data: { sessionId } });
    }
    expect(resent.status()).toBe(200);
  }
  throw new Error(`the sandbox never locked ${testPhone(phone)}`);
}

/**
 * Resends on `sessionId` (the sandbox clock moved past each 30 s wait) until the phone's codes
 * for the hour are spent (429 EPL-42902). The session keeps the last code sent, which still works.
 */
export async function spendCodes(request: APIRequestContext, sessionId: string): Promise<void> {
  for (let call = 0; call < 10; call += 1) {
    await advanceSandboxClock(request, 31_000);
    const resent = await request.post('/v2/customer/resend-otp', { data: { sessionId } });
    if (resent.status() === 429) {
      expect((await resent.json()) as unknown).toMatchObject({ error: { code: 'EPL-42902' } });
      return;
    }
    expect(resent.status()).toBe(200);
  }
  throw new Error('the sandbox never refused a code');
}

/** The app's words for a lockout (machines/kit/otp-code.ts), with whatever time is left. */
export const PHONE_LOCKED_WORDS = /Too many attempts\. You can try again in \d+ (minutes?|seconds?|hours?)/;
export const CODES_SPENT_WORDS = /Too many OTP requests\. You can ask for a new OTP in \d+ (minutes?|seconds?|hours?)/;
