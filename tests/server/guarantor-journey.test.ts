import { afterEach, describe, expect, it } from 'vitest';
import { json, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';
import { decidePage, logInGuarantor, seedLoan } from '../support/server/guarantor.ts';
import type { GuarantorLogin } from '../support/server/guarantor.ts';

// The guarantor journey's calls on the sandbox (docs/sandbox.md, "Guarantor journey"): the
// progression of the record's status, provider pages decided by form, the status calls that
// confirm them, IDOR, and nothing stored by a refused call.

let s: TestSandbox;
afterEach(() => s.close());

const A = '9123400001';
const B = '9123400002';
const details = { fullName: 'Ravi Verma', dateOfBirth: '1975-06-01', email: 'ravi@example.com', relation: 'Brother' };

async function errorOf(response: Response): Promise<ErrorAnswer['error'] & { status: number }> {
  return { status: response.status, ...(await json<ErrorAnswer>(response)).error };
}

const call = (g: GuarantorLogin, method: string, action: string, body?: unknown) =>
  s.call(method, `/v1/guarantor/${g.guarantorId}/${action}`, body, g.headers);
const status = async (g: GuarantorLogin) => (await json<{ status: string }>(await call(g, 'GET', 'summary'))).status;

async function toKyc(g: GuarantorLogin): Promise<void> {
  expect((await call(g, 'POST', 'pan', { panNumber: 'abcpv1234k' })).status).toBe(200);
  expect((await call(g, 'POST', 'personal-details', details)).status).toBe(200);
}

async function digiLocker(g: GuarantorLogin, decision: 'approve' | 'deny') {
  const { url, requestId } = await json<{ url: string; requestId: string }>(
    await call(g, 'GET', 'digilocker-url?redirectUrl=/guarantor-kyc'),
  );
  const back = await decidePage(s, url, decision);
  expect(back).toBe(`/guarantor-kyc?status=${decision === 'approve' ? 'success' : 'failure'}&requestId=${requestId}`);
  const answer = await s.call(
    'GET',
    `/v1/idfy/guarantor/${g.guarantorId}/digilocker-status?requestId=${requestId}`,
    undefined,
    g.headers,
  );
  return json<{ status: string; reason?: string; guarantor: { status: string } }>(answer);
}

async function startESign(g: GuarantorLogin, loanId: string) {
  return s.call(
    'POST',
    `/v1/aadhar/esign/guarantor/${g.guarantorId}`,
    { loanId, redirectUrl: '/guarantor/kyc-success' },
    g.headers,
  );
}

const eSignStatus = (g: GuarantorLogin, requestId: string) =>
  s.call('GET', `/v1/aadhar/esign/guarantor/${g.guarantorId}?requestId=${requestId}`, undefined, g.headers);

describe('guarantor journey on the sandbox', () => {
  it('walks initiated → panNumberUpdated → personalInfoUpdated → digiLockerVerified → aadharESigned', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A, {
      loans: [seedLoan('LN-1'), seedLoan('LN-2', { aadharEsignPending: false })],
    });
    const summary = await json(await call(g, 'GET', 'summary'));
    expect(summary).toEqual({
      guarantorId: g.guarantorId,
      status: 'initiated',
      loans: [seedLoan('LN-1'), seedLoan('LN-2', { aadharEsignPending: false })],
      details: null,
    });
    const afterPan = await json(await call(g, 'POST', 'pan', { panNumber: 'abcpv1234k' }));
    expect(afterPan).toMatchObject({ status: 'panNumberUpdated', details: { maskedPan: 'XXXXX1234K' } });
    const afterDetails = await json(await call(g, 'POST', 'personal-details', details));
    expect(afterDetails).toMatchObject({
      status: 'personalInfoUpdated',
      details: { ...details, maskedPan: 'XXXXX1234K' },
    });
    expect(await digiLocker(g, 'approve')).toMatchObject({
      status: 'verified',
      guarantor: { status: 'digiLockerVerified' },
    });

    const started = await startESign(g, 'LN-1');
    const { url, requestId, status: first } = await json<{ url: string; requestId: string; status: string }>(started);
    expect(first).toBe('IN_PROGRESS');
    expect(await json(await eSignStatus(g, requestId))).toMatchObject({ status: 'IN_PROGRESS', loanId: 'LN-1' });
    expect(await status(g)).toBe('digiLockerVerified');
    // The return query claims success before the page was decided: only the status call counts.
    expect(await decidePage(s, url, 'approve')).toBe(`/guarantor/kyc-success?status=success&requestId=${requestId}`);
    const signed = await json<{
      status: string;
      guarantor: { status: string; loans: { aadharEsignPending: boolean }[] };
    }>(await eSignStatus(g, requestId));
    expect(signed.status).toBe('SUCCESS');
    expect(signed.guarantor.status).toBe('aadharESigned');
    expect(signed.guarantor.loans.map((loan) => loan.aadharEsignPending)).toEqual([false, false]);
    // Asked again (a reload, a repeated webhook): the same answer, nothing moves twice.
    expect(await json(await eSignStatus(g, requestId))).toMatchObject({ status: 'SUCCESS' });
  });

  it('a denied DigiLocker is failed and keeps personalInfoUpdated; an undecided one is pending', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A);
    await toKyc(g);
    expect(await digiLocker(g, 'deny')).toMatchObject({ status: 'failed', reason: 'denied' });
    expect(await status(g)).toBe('personalInfoUpdated');
    const { requestId } = await json<{ requestId: string }>(await call(g, 'GET', 'digilocker-url?redirectUrl=/x'));
    const pending = await s.call(
      'GET',
      `/v1/idfy/guarantor/${g.guarantorId}/digilocker-status?requestId=${requestId}`,
      undefined,
      g.headers,
    );
    expect(await json(pending)).toMatchObject({ status: 'pending' });
    s.clock.advance(16 * 60 * 1000);
    const expired = await s.call(
      'GET',
      `/v1/idfy/guarantor/${g.guarantorId}/digilocker-status?requestId=${requestId}`,
      undefined,
      g.headers,
    );
    expect(await json(expired)).toMatchObject({ status: 'failed', reason: 'expired' });
  });

  it('a declined e-sign is FAILURE and an undecided one EXPIRED after 15 minutes; the loan stays pending', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A, { status: 'digiLockerVerified', loans: [seedLoan('LN-1')] });
    const declined = await json<{ url: string; requestId: string }>(await startESign(g, 'LN-1'));
    await decidePage(s, declined.url, 'deny');
    expect(await json(await eSignStatus(g, declined.requestId))).toMatchObject({ status: 'FAILURE' });
    const late = await json<{ requestId: string }>(await startESign(g, 'LN-1'));
    s.clock.advance(15 * 60 * 1000);
    expect(await json(await eSignStatus(g, late.requestId))).toMatchObject({
      status: 'EXPIRED',
      guarantor: { status: 'digiLockerVerified', loans: [{ aadharEsignPending: true }] },
    });
  });

  it('refuses steps out of order with 409 EPL-40900 and stores nothing', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A);
    expect(await errorOf(await call(g, 'POST', 'personal-details', details))).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    expect(await errorOf(await call(g, 'GET', 'digilocker-url?redirectUrl=/x'))).toMatchObject({ status: 409 });
    expect(await errorOf(await startESign(g, 'LN-1'))).toMatchObject({ status: 409, code: 'EPL-40900' });
    expect(s.count('guarantor_details')).toBe(0);
    expect(s.count('guarantor_requests')).toBe(0);
    expect(await status(g)).toBe('initiated');
  });

  it.each([
    ['pan', { panNumber: 'ABC12' }, 'EPL-40021', 'body.panNumber'],
    ['personal-details', { ...details, relation: 'Neighbour' }, 'EPL-40000', 'body.relation'],
    ['personal-details', { ...details, email: 'nope' }, 'EPL-40000', 'body.email'],
    ['personal-details', { ...details, dateOfBirth: '2015-01-01' }, 'EPL-40022', 'body.dateOfBirth'],
  ])('%s refuses %j with §8 %s naming the field, storing nothing', async (action, body, code, field) => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A, { status: 'panNumberUpdated', loans: [seedLoan('LN-1')] });
    const failure = await errorOf(await call(g, 'POST', action, body));
    expect(failure).toMatchObject({ status: 400, code });
    expect(failure.message.startsWith(field)).toBe(true);
    expect(s.count('guarantor_details')).toBe(0);
    expect(await status(g)).toBe('panNumberUpdated');
  });

  it('e-sign refuses a signed loan (409 EPL-40907) and an expired application (422 EPL-42210)', async () => {
    s = makeSandbox();
    const loans = [
      seedLoan('LN-1', { aadharEsignPending: false }),
      seedLoan('LN-OLD', { expiryTime: '2026-01-01T00:00:00.000Z' }),
    ];
    const g = await logInGuarantor(s, A, { status: 'digiLockerVerified', loans });
    expect(await errorOf(await startESign(g, 'LN-1'))).toMatchObject({ status: 409, code: 'EPL-40907' });
    expect(await errorOf(await startESign(g, 'LN-OLD'))).toMatchObject({ status: 422, code: 'EPL-42210' });
    expect(s.count('guarantor_requests')).toBe(0);
  });

  it('relation-list answers the relations to a guarantor', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A);
    const answer = await json<{ relations: string[] }>(
      await s.call('GET', '/v1/guarantor/relation-list', undefined, g.headers),
    );
    expect(answer.relations).toContain('Brother');
    expect(answer.relations).toHaveLength(10);
  });
});

describe('guarantor IDOR', () => {
  it('guarantor A cannot read B’s summary, act for B, or e-sign a loan that is not theirs', async () => {
    s = makeSandbox();
    const a = await logInGuarantor(s, A, { status: 'digiLockerVerified', loans: [seedLoan('LN-A')] });
    const b = await logInGuarantor(s, B, { status: 'initiated', loans: [seedLoan('LN-B')] });
    const asA = (method: string, path: string, body?: unknown) => s.call(method, path, body, a.headers);
    for (const response of [
      await asA('GET', `/v1/guarantor/${b.guarantorId}/summary`),
      await asA('POST', `/v1/guarantor/${b.guarantorId}/pan`, { panNumber: 'ABCPV1234K' }),
      await asA('GET', `/v1/guarantor/${b.guarantorId}/digilocker-url?redirectUrl=/x`),
      await asA('POST', `/v1/aadhar/esign/guarantor/${b.guarantorId}`, { loanId: 'LN-B', redirectUrl: '/x' }),
    ]) {
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'EPL-40300' });
    }
    // B's loan through A's own id: not A's to sign.
    expect(await errorOf(await startESign(a, 'LN-B'))).toMatchObject({ status: 403, code: 'EPL-40300' });
    // A's request id read through B's status call.
    const { requestId } = await json<{ requestId: string }>(await startESign(a, 'LN-A'));
    expect(await errorOf(await eSignStatus(b, requestId))).toMatchObject({ status: 403, code: 'EPL-40300' });
    expect(await status(b)).toBe('initiated');
  });

  it('a customer token cannot call guarantor endpoints (403, not 401); no token is 401', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A);
    const customer = await logIn(s, '9876500001');
    const headers = { authorization: `Bearer ${customer.token}` };
    for (const [method, path] of [
      ['GET', '/v1/guarantor/relation-list'],
      ['GET', `/v1/guarantor/${g.guarantorId}/summary`],
      ['GET', `/v1/guarantor/${customer.customerId}/summary`],
    ] as const) {
      expect(await errorOf(await s.call(method, path, undefined, headers))).toMatchObject({ status: 403 });
    }
    expect((await s.call('GET', `/v1/guarantor/${g.guarantorId}/summary`)).status).toBe(401);
  });
});

describe('guarantor faults', () => {
  it('a fault scoped to the guarantor’s phone answers in place of the call, and the record is untouched', async () => {
    s = makeSandbox();
    const g = await logInGuarantor(s, A);
    const path = `/v1/guarantor/${g.guarantorId}/pan`;
    expect((await s.call('POST', '/__sandbox/faults', { method: 'POST', path, status: 503, phone: A })).status).toBe(
      201,
    );
    expect(await errorOf(await call(g, 'POST', 'pan', { panNumber: 'ABCPV1234K' }))).toMatchObject({ status: 503 });
    expect(await status(g)).toBe('initiated');
    expect((await call(g, 'POST', 'pan', { panNumber: 'ABCPV1234K' })).status).toBe(200);
  });
});
