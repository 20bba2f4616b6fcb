import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OTP_INVALID_MESSAGE, OTP_LOCKED_CODE, otpMachine } from '../../machines/kit/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../machines/kit/otp.machine.ts';

// What the applicant meets after a refused code, on every OTP screen (one child machine).

const refusal = (code: string) => Object.assign(new Error('refused'), { code });

function started(answers: Array<Error | null>, hold: string | null = null) {
  const calls: string[] = [];
  const machine = otpMachine.provide({
    actions: { reportRejection: () => {} },
    actors: {
      verify: fromPromise<unknown, OtpVerifyInput>(async ({ input }) => {
        calls.push(input.otp);
        const answer = answers.shift();
        if (answer) throw answer;
        return { token: 'ok' };
      }),
      resend: fromPromise<OtpResent, OtpResendInput>(async () => ({})),
    },
  });
  const actor = createActor(machine, { input: { request: {}, hold } }).start();
  return { actor, calls };
}

describe('otp refusals', () => {
  it('empties the boxes after a wrong code, so the next is typed from the first box', async () => {
    const { actor } = started([refusal('EPL-42201')]);
    actor.send({ type: 'OTP_CHANGED', value: '1234' });
    await waitFor(actor, (snapshot) => snapshot.matches('countingDown'));
    expect(actor.getSnapshot().context.otp).toBe('');
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP' })).toBe(true);
  });

  it("keeps the lender's sentence when Continue is tapped on the emptied boxes, until the user types", async () => {
    const { actor, calls } = started([
      Object.assign(refusal('EPL-42201'), { message: 'The OTP is incorrect. 4 tries left.' }),
    ]);
    actor.send({ type: 'OTP_CHANGED', value: '1234' });
    await waitFor(actor, (snapshot) => snapshot.matches('countingDown'));
    const refused = actor.getSnapshot().context.otpError;
    expect(refused).not.toBeNull();
    expect(refused).not.toBe(OTP_INVALID_MESSAGE);
    actor.send({ type: 'SUBMIT_OTP' });
    expect(actor.getSnapshot().context.otpError).toBe(refused);
    actor.send({ type: 'OTP_CHANGED', value: '5' });
    expect(actor.getSnapshot().context.otpError).toBeNull();
    actor.send({ type: 'SUBMIT_OTP' });
    expect(actor.getSnapshot().context.otpError).toBe(OTP_INVALID_MESSAGE);
    expect(calls).toEqual(['1234']);
  });

  it('takes no submit once the lender locked the code, until a new one is sent', async () => {
    const { actor, calls } = started([refusal(OTP_LOCKED_CODE)]);
    actor.send({ type: 'OTP_CHANGED', value: '1234' });
    await waitFor(actor, (snapshot) => snapshot.matches('countingDown'));
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP' })).toBe(false);
    actor.send({ type: 'OTP_CHANGED', value: '5678' });
    actor.send({ type: 'SUBMIT_OTP' });
    expect(actor.getSnapshot().matches('verifying')).toBe(false);
    expect(calls).toEqual(['1234']);
  });

  it('submits on the last digit when nothing holds the code, and waits for Continue when terms do', async () => {
    const free = started([null]);
    free.actor.send({ type: 'OTP_CHANGED', value: '123' });
    expect(free.actor.getSnapshot().matches('verifying')).toBe(false);
    free.actor.send({ type: 'OTP_CHANGED', value: '1234' });
    expect(free.actor.getSnapshot().matches('verifying')).toBe(true);

    const held = started([null], 'Please accept the terms');
    held.actor.send({ type: 'OTP_CHANGED', value: '1234' });
    expect(held.actor.getSnapshot().matches('verifying')).toBe(false);
  });
});
