import { afterEach, describe, expect, it } from 'vitest';
import { createSession, latestOtp, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';
import type { OtpPolicyOverride } from '../../server/otp/otp-policy.ts';

// Issue 27, finding 1, as the attacker's scripts ran it: a blind brute force that logs in again
// whenever a code stops taking tries, a login flood on one phone, and a code of an older session.
// Every loop is bounded by a count of calls, never by time; the sandbox clock moves only when a
// test says so.

let s: TestSandbox;
afterEach(() => s.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const victim = '9876501234';

type Answer = { status: number; body: unknown; retryAfter: string | null };

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

/** The §8 shape exactly: `{ error: { code, message } }` and nothing else. */
function expectSection8(answer: Answer, code: string): void {
  expect(answer.body).toEqual({ error: { code, message: expect.any(String) as string } });
  expect((answer.body as ErrorAnswer).error.message).toMatch(/ in \d+ (second|minute|hour)s?( \d+ minutes?)?\.$/);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

/** How the attacker starts over on one phone: a customer login, or a guarantor's. */
type Target = {
  login(): Promise<Answer>;
  verify(code: string): Promise<Answer>;
  resend(): Promise<Answer>;
};

function customerTarget(phone: string): Target {
  let sessionId = '';
  return {
    // Verify and resend go to the session of the last login the lender took.
    async login() {
      const session = await createSession(s);
      const answer = await answerOf(await s.call('POST', '/v2/customer/login', { phone, sessionId: session }));
      if (answer.status === 200) sessionId = session;
      return answer;
    },
    verify: async (otp) => answerOf(await s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' })),
    resend: async () => answerOf(await s.call('POST', '/v2/customer/resend-otp', { sessionId })),
  };
}

function guarantorTarget(phone: string): Target {
  let guarantorId = '';
  return {
    async login() {
      const sessionId = await createSession(s);
      const answer = await answerOf(await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId }));
      if (answer.status === 200) guarantorId = (answer.body as { guarantorId: string }).guarantorId;
      return answer;
    },
    verify: async (otp) => answerOf(await s.call('POST', `/v1/guarantor/${guarantorId}/verify-otp`, { otp })),
    resend: async () => answerOf(await s.call('POST', `/v1/guarantor/${guarantorId}/resend-otp`, {})),
  };
}

const targets: [string, (phone: string) => Target][] = [
  ['customer', customerTarget],
  ['guarantor', guarantorTarget],
];

async function sandboxFor(kind: string, policy?: OtpPolicyOverride): Promise<TestSandbox> {
  const made = makeSandbox(policy ? { otpPolicy: policy } : {});
  if (kind === 'guarantor') {
    expect((await made.call('PUT', `/__sandbox/guarantors/${victim}`, {})).status).toBe(200);
  }
  return made;
}

type Outcome = { tokens: number; checked: number; refused: Answer[] };

/**
 * The blind script: guesses 0000, 0001, … and logs in again whenever the code stops taking
 * tries. It never sees the code; the test skips the real one (read from the sandbox's QA table)
 * so that every guess is wrong, the case where only the budget stands between it and a token.
 * `waitOut` moves the clock past each refusal, as a patient script would sleep.
 */
async function bruteForce(target: Target, guesses: number, waitOut = false): Promise<Outcome> {
  const outcome: Outcome = { tokens: 0, checked: 0, refused: [] };
  let needsLogin = true;
  let next = 0;
  for (let call = 0; call < guesses; call += 1) {
    if (needsLogin) {
      const login = await target.login();
      if (login.status !== 200) {
        outcome.refused.push(login);
        if (waitOut) s.clock.advance(Number(login.retryAfter) * 1000);
        continue;
      }
      needsLogin = false;
    }
    const right = await latestOtp(s, victim);
    let guess = String(next++ % 10_000).padStart(4, '0');
    if (guess === right) guess = String(next++ % 10_000).padStart(4, '0');
    const answer = await target.verify(guess);
    if (answer.status === 200) outcome.tokens += 1;
    if (answer.status === 422 && (answer.body as ErrorAnswer).error.code === 'EPL-42201') outcome.checked += 1;
    if (answer.status === 422 && (answer.body as ErrorAnswer).error.code !== 'EPL-42201') needsLogin = true;
    if (answer.status === 429) {
      outcome.refused.push(answer);
      needsLogin = true;
      if (waitOut) s.clock.advance(Number(answer.retryAfter) * 1000);
    }
  }
  return outcome;
}

describe.each(targets)('OTP budgets per phone: %s login', (kind, targetOf) => {
  // A guarantor's verify names no session: it always checks the code of the latest login, so an
  // older login's code is simply wrong there (the customer's names its session: "a newer OTP").
  const staleCode = kind === 'customer' ? 'EPL-42202' : 'EPL-42201';

  it('a blind brute force of 300 guesses, logging in again after each lock, ends with 0 tokens', async () => {
    s = await sandboxFor(kind);
    const target = targetOf(victim);
    const outcome = await bruteForce(target, 300);
    expect(outcome.tokens).toBe(0);
    // Two codes' worth of tries: 4 wrong answers and a locked code, a new login, 4 more wrong
    // answers, and the tenth wrong try locks the phone: every call after it is a 429.
    expect(outcome.checked).toBe(8);
    expect(outcome.refused.length).toBeGreaterThanOrEqual(289);
    for (const refused of outcome.refused) {
      expect(refused.status).toBe(429);
      expectSection8(refused, 'EPL-42903');
    }
    // Two codes were ever sent: the lock refuses logins before they send one.
    expect(s.count('otps')).toBe(2);
    // Locked means locked: the right code itself is refused.
    const right = await target.verify(await latestOtp(s, victim));
    expect(right.status).toBe(429);
  });

  it('limits set through config hold the same way; a patient script gets tries back only per window', async () => {
    const policy: OtpPolicyOverride = {
      codesPerPhone: [{ max: 3, windowMs: HOUR }],
      wrongTriesPerPhone: [
        { max: 2, windowMs: 10 * MINUTE },
        { max: 6, windowMs: 24 * HOUR },
      ],
    };
    s = await sandboxFor(kind, policy);
    const start = s.clock.now();
    // The script sleeps through every refusal: within its 300 calls a simulated day passes…
    const outcome = await bruteForce(targetOf(victim), 300, true);
    expect(s.clock.now() - start).toBeGreaterThan(24 * HOUR);
    expect(outcome.tokens).toBe(0);
    // …and each day lets it check no more than the day's 6 wrong tries (here in two days at most 12).
    const days = Math.ceil((s.clock.now() - start) / (24 * HOUR));
    expect(outcome.checked + outcome.refused.length).toBeGreaterThan(0);
    const wrongTries = s.count('otp_wrong_tries');
    expect(wrongTries).toBeLessThanOrEqual(6 * days);
    for (const refused of outcome.refused) expect(refused.status).toBe(429);
    // The day's lock engaged, not only the 10-minute one.
    expect(outcome.refused.some((refused) => Number(refused.retryAfter) > HOUR / 1000)).toBe(true);
  });

  it('a login flood on one phone sends 5 codes, then 429 EPL-42902 with the wait in words', async () => {
    s = await sandboxFor(kind);
    const target = targetOf(victim);
    expect((await target.login()).status).toBe(200);
    s.clock.advance(10 * MINUTE);
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await target.login());
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    const refused = answers.slice(4);
    for (const answer of refused) expectSection8(answer, 'EPL-42902');
    expect((refused[0]?.body as ErrorAnswer).error.message).toBe(
      'Too many OTPs were sent to this number. You can ask for a new one in 50 minutes.',
    );
    expect(refused[0]?.retryAfter).toBe('3000');
    expect(s.count('otps')).toBe(5);
    // A resend is no way around it.
    s.clock.advance(30_000);
    expectSection8(await target.resend(), 'EPL-42902');
    // The window is rolling: an hour after the first code one more may go, and only one.
    s.clock.advance(50 * MINUTE - 30_000);
    expect((await target.login()).status).toBe(200);
    expectSection8(await target.login(), 'EPL-42902');
  });

  it('forty logins of one phone at once still send only five codes', async () => {
    s = await sandboxFor(kind);
    const answers = await Promise.all(Array.from({ length: 40 }, () => targetOf(victim).login()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.status !== 200)) expectSection8(answer, 'EPL-42902');
    expect(s.count('otps')).toBe(5);
  });

  it('issuing a code retires every earlier code of the phone, in another session too', async () => {
    s = await sandboxFor(kind);
    const first = targetOf(victim);
    expect((await first.login()).status).toBe(200);
    const firstCode = await latestOtp(s, victim);
    const second = targetOf(victim);
    expect((await second.login()).status).toBe(200);
    const secondCode = await latestOtp(s, victim);

    if (firstCode === secondCode) return; // 1 in 10,000: the two draws are the same four digits.
    const stale = await first.verify(firstCode);
    expect(stale.status).toBe(422);
    expect((stale.body as ErrorAnswer).error.code).toBe(staleCode);
    // A resend in the first session retires the second session's code in turn.
    s.clock.advance(30_000);
    expect((await first.resend()).status).toBe(200);
    expect((await second.verify(secondCode)).status).toBe(422);
    expect((await first.verify(await latestOtp(s, victim))).status).toBe(200);
  });
});

describe('OTP budgets per phone: one phone, two roles', () => {
  it('a refused customer login creates nobody: the guarantor logins of the same phone spent its codes', async () => {
    s = await sandboxFor('guarantor');
    const guarantor = guarantorTarget(victim);
    for (let i = 0; i < 5; i += 1) expect((await guarantor.login()).status).toBe(200);
    const refused = await customerTarget(victim).login();
    expectSection8(refused, 'EPL-42902');
    expect(s.count('customers')).toBe(0);
    expect(s.count('applications')).toBe(0);
    expect(s.count('otps')).toBe(5);
    const session = s.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE phone = ?').get(victim) as { n: number };
    expect(session.n).toBe(5);
  });

  it("a customer's login retires the guarantor's code of the same phone", async () => {
    s = await sandboxFor('guarantor');
    const guarantor = guarantorTarget(victim);
    expect((await guarantor.login()).status).toBe(200);
    const guarantorCode = await latestOtp(s, victim);
    expect((await customerTarget(victim).login()).status).toBe(200);
    expect(await guarantor.verify(guarantorCode)).toMatchObject({
      status: 422,
      body: {
        error: {
          code: 'EPL-42202',
          message: 'A newer OTP was sent to this number. Please enter the latest one, or ask for a new one.',
        },
      },
    });
  });

  it('a right code clears the wrong tries, so a customer who slips now and then is never locked', async () => {
    s = makeSandbox();
    const target = customerTarget(victim);
    for (let round = 0; round < 4; round += 1) {
      expect((await target.login()).status).toBe(200);
      const right = await latestOtp(s, victim);
      const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
      for (let i = 0; i < 4; i += 1) expect((await target.verify(wrong)).status).toBe(422);
      expect((await target.verify(right)).status).toBe(200);
      expect(s.count('otp_wrong_tries')).toBe(0);
    }
  });
});
