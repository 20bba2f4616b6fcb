import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import {
  getInspect,
  resetInspectorForTests,
  sanitiseValue,
  sanitizeContext,
  sanitizeEvent,
  startInspector,
} from '../../src/app/inspector.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5ODc2NTQzMjEwIn0.c2lnbmF0dXJl';

describe('inspector sanitiser', () => {
  it('redacts tokens by key and by shape', () => {
    const out = sanitizeContext({
      accessToken: JWT,
      token: 'Bearer abc',
      authorization: 'Bearer xyz',
      note: `header was Bearer ${JWT}`,
      tokenType: 'Bearer',
    });
    expect(out).toEqual({
      accessToken: '[redacted]',
      token: '[redacted]',
      authorization: '[redacted]',
      note: 'header was Bearer [redacted]',
      tokenType: 'Bearer',
    });
    expect(JSON.stringify(out)).not.toContain('eyJ');
  });

  it('masks OTP digits in context and in OTP events', () => {
    expect(sanitizeContext({ otp: '4821', otpAttempts: 2 })).toEqual({ otp: '••••', otpAttempts: '•' });
    expect(sanitizeEvent({ type: 'OTP.CHANGE', value: '48' })).toEqual({ type: 'OTP.CHANGE', value: '••' });
    expect(sanitizeEvent({ type: 'SUBMIT', otp: '4821' })).toEqual({ type: 'SUBMIT', otp: '••••' });
  });

  it('masks account numbers and PANs anywhere, keeping short numbers', () => {
    const out = sanitiseValue({
      bank: { accountNumber: '00123', ifsc: 'HDFC0001234' },
      accounts: [{ label: 'savings 123456789012' }],
      amount: 50000,
      pincode: '560001',
      pan: 'ABCDE1234F',
      remark: 'PAN ABCDE1234F on file',
    });
    expect(out).toEqual({
      bank: { accountNumber: '•••••', ifsc: 'HDFC0001234' },
      accounts: [{ label: 'savings ••••••••••••' }],
      amount: 50000,
      pincode: '560001',
      pan: '••••••••••',
      remark: 'PAN •••••••••• on file',
    });
  });

  it('masks secrets inside done-actor outputs carried by events, without mutating the input', () => {
    const event = { type: 'xstate.done.actor.verifyOtp', output: { accessToken: JWT, tokenType: 'Bearer' } };
    const out = sanitizeEvent(event);
    expect(out).toEqual({
      type: 'xstate.done.actor.verifyOtp',
      output: { accessToken: '[redacted]', tokenType: 'Bearer' },
    });
    expect(event.output.accessToken).toBe(JWT);
  });

  it('survives cycles and leaves non-plain objects alone', () => {
    const when = new Date(0);
    const node: Record<string, unknown> = { name: 'n', when };
    node.self = node;
    const out = sanitiseValue(node) as Record<string, unknown>;
    expect(out.self).toBe(out);
    expect(out.when).toBe(when);
  });
});

describe('inspector wiring', () => {
  afterEach(() => resetInspectorForTests());

  it('has no inspect observer until started', () => {
    expect(getInspect()).toBeUndefined();
  });

  it('queues events sent before the inspector is ready and passes the sanitisers', async () => {
    const received: InspectionEvent[] = [];
    let options: Record<string, unknown> = {};
    const started = startInspector(((opts: Record<string, unknown>) => {
      options = opts;
      return { inspect: { next: (event: InspectionEvent) => received.push(event) } };
    }) as unknown as Parameters<typeof startInspector>[0]);
    const inspect = getInspect();
    expect(inspect).toBeDefined();
    const early = { type: '@xstate.event' } as unknown as InspectionEvent;
    inspect?.next?.(early);
    await started;
    const late = { type: '@xstate.snapshot' } as unknown as InspectionEvent;
    inspect?.next?.(late);
    expect(received).toEqual([early, late]);
    expect(options.sanitizeContext).toBe(sanitizeContext);
    expect(options.sanitizeEvent).toBe(sanitizeEvent);
    const serialize = options.serialize as (e: unknown) => { snapshot: { output: unknown } };
    expect(serialize({ type: '@xstate.snapshot', snapshot: { output: { token: 'abc' } } }).snapshot.output).toEqual({
      token: '[redacted]',
    });
  });
});

describe('sanitising the payment form', () => {
  it('redacts the card number and CVV in context and in the CHANGE events that carry them', () => {
    const context = { values: { cardNumber: '4111 1111 1111 1111', cvv: '123', expiry: '12/30', vpa: 'a@bank' } };
    expect(sanitizeContext(context)).toEqual({
      values: { cardNumber: '[redacted]', cvv: '[redacted]', expiry: '12/30', vpa: 'a@bank' },
    });
    expect(sanitizeEvent({ type: 'CHANGE', field: 'cardNumber', value: '4111' })).toEqual({
      type: 'CHANGE',
      field: 'cardNumber',
      value: '[redacted]',
    });
    expect(sanitizeEvent({ type: 'CHANGE', field: 'cvv', value: '12' })).toMatchObject({ value: '[redacted]' });
    expect(sanitizeEvent({ type: 'CHANGE', field: 'vpa', value: 'a@bank' })).toMatchObject({ value: 'a@bank' });
  });
});
