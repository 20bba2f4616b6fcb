import { afterEach, describe, expect, it } from 'vitest';
import { auth, createSession, json, latestOtp, logIn, makeSandbox, wrongCode } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

const phone = '9123456780';

const loan = {
  loanId: 'LN-1001',
  amountSelected: 150000,
  businessName: 'Verma Traders',
  fullName: 'Asha Verma',
  createdTime: '2026-01-10T09:30:00.000Z',
  expiryTime: '2026-02-10T09:30:00.000Z',
  aadharEsignPending: true,
};

function decodePayload(token: string): Record<string, unknown> {
  const [, body] = token.split('.');
  return JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function putGuarantor(body: Record<string, unknown> = {}, number = phone): Promise<Response> {
  return s.call('PUT', `/__sandbox/guarantors/${number}`, body);
}

async function startGuarantorLogin(): Promise<{ sessionId: string; guarantorId: string; otp: string }> {
  await putGuarantor();
  const sessionId = await createSession(s);
  const login = await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId });
  expect(login.status).toBe(200);
  const { guarantorId } = await json<{ guarantorId: string }>(login);
  return { sessionId, guarantorId, otp: await latestOtp(s, phone) };
}

const verify = (guarantorId: string, body: Record<string, unknown>) =>
  s.call('POST', `/v1/guarantor/${guarantorId}/verify-otp`, body);

async function errorOf(response: Response): Promise<ErrorAnswer['error'] & { status: number }> {
  return { status: response.status, ...(await json<ErrorAnswer>(response)).error };
}

describe('sandbox control: guarantors', () => {
  it('PUT creates a guarantor with its loans and answers the stored record', async () => {
    s = makeSandbox();
    const response = await putGuarantor({ loans: [loan] });
    expect(response.status).toBe(200);
    const { guarantor } = await json<{ guarantor: Record<string, unknown> }>(response);
    expect(guarantor).toEqual({
      guarantorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone,
      status: 'initiated',
      tncAccepted: false,
      loans: [loan],
    });
  });

  it('PUT again changes only the fields given and replaces the loan list when one is sent', async () => {
    s = makeSandbox();
    const first = await json<{ guarantor: { guarantorId: string } }>(await putGuarantor({ loans: [loan] }));
    const second = await json<{ guarantor: Record<string, unknown> }>(
      await putGuarantor({ status: 'panNumberUpdated', tncAccepted: true }),
    );
    expect(second.guarantor).toMatchObject({
      guarantorId: first.guarantor.guarantorId,
      status: 'panNumberUpdated',
      tncAccepted: true,
      loans: [loan],
    });
    const other = { ...loan, loanId: 'LN-2002', aadharEsignPending: false };
    const third = await json<{ guarantor: { loans: unknown[] } }>(await putGuarantor({ loans: [other, loan] }));
    expect(third.guarantor.loans).toEqual([other, loan]);
    expect(s.count('guarantors')).toBe(1);
  });

  it.each([
    [{ status: 'approved' }, 'body.status'],
    [{ loans: [{ ...loan, amountSelected: -1 }] }, 'body.loans.0.amountSelected'],
    [{ loans: [{ ...loan, createdTime: 'yesterday' }] }, 'body.loans.0.createdTime'],
    [{ loans: [loan, loan] }, 'body.loans'],
    [{ nickname: 'A' }, 'body'],
  ])('PUT refuses %j naming the field, and writes nothing', async (body, field) => {
    s = makeSandbox();
    const failure = await errorOf(await putGuarantor(body));
    expect(failure).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(failure.message.startsWith(field)).toBe(true);
    expect(s.count('guarantors')).toBe(0);
    expect(s.count('guarantor_loans')).toBe(0);
  });

  it('PUT refuses a phone that is not 10 digits starting 6-9', async () => {
    s = makeSandbox();
    expect(await errorOf(await putGuarantor({}, '5123456780'))).toMatchObject({ status: 400, code: 'EPL-40000' });
  });

  it('reset empties the guarantor tables', async () => {
    s = makeSandbox();
    await startGuarantorLogin();
    await putGuarantor({ loans: [loan] });
    expect((await s.call('POST', '/__sandbox/reset')).status).toBe(204);
    for (const table of ['guarantors', 'guarantor_loans', 'guarantor_consents', 'otps']) expect(s.count(table)).toBe(0);
  });

  it('without sandbox mode the guarantor control API does not exist', async () => {
    s = makeSandbox({ sandbox: false });
    expect((await putGuarantor()).status).toBe(404);
  });
});

describe('guarantor login', () => {
  it('a known guarantor gets an id and an OTP; the session now answers their phone', async () => {
    s = makeSandbox();
    const created = await json<{ guarantor: { guarantorId: string } }>(await putGuarantor());
    const sessionId = await createSession(s);
    const response = await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      guarantorId: created.guarantor.guarantorId,
      tncAccepted: false,
      isGuarantor: true,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
    });
    expect(await latestOtp(s, phone)).toMatch(/^\d{4}$/);
    const bySession = await s.call('GET', `/v1/customer/phone-by-session?sessionId=${sessionId}`);
    // Enough for Verify Otp to resume as this guarantor's login after a reload.
    expect(await json(bySession)).toEqual({
      phone,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      tncAccepted: false,
      showReferrerCode: false,
      guarantorId: created.guarantor.guarantorId,
    });
  });

  it('phone-by-session follows the guarantor: terms once accepted, then only the phone elsewhere', async () => {
    s = makeSandbox();
    const { sessionId, guarantorId, otp } = await startGuarantorLogin();
    expect((await verify(guarantorId, { otp, tncId: 'tnc-2026-01' })).status).toBe(200);
    const lookup = () =>
      s.call('GET', `/v1/customer/phone-by-session?sessionId=${sessionId}`).then((answer) => json(answer));
    expect(await lookup()).toMatchObject({ guarantorId, tncAccepted: true });
    await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId: await createSession(s) });
    expect(await lookup()).toEqual({ phone });
  });

  it('an unknown number is 404 with the §8 message and sends no OTP', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    const response = await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId });
    expect(await errorOf(response)).toEqual({
      status: 404,
      code: 'EPL-40400',
      message: 'No guarantor request found for this number',
    });
    expect(s.count('otps')).toBe(0);
    expect((await s.call('GET', `/__sandbox/otp/${phone}`)).status).toBe(404);
  });

  it('an unknown session is 404 EPL-40401 and binds nothing', async () => {
    s = makeSandbox();
    await putGuarantor();
    const response = await s.call('POST', '/v1/guarantor/login', {
      phoneNumber: phone,
      sessionId: '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b',
    });
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'EPL-40401' });
    expect(s.count('otps')).toBe(0);
  });

  it.each([
    [{ phone, sessionId: '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b' }, 'body.phoneNumber'],
    [{ phoneNumber: '12345', sessionId: '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b' }, 'body.phoneNumber'],
    [{ phoneNumber: phone, sessionId: 'nope' }, 'body.sessionId'],
  ])('refuses the malformed body %j naming %s', async (body, field) => {
    s = makeSandbox();
    await putGuarantor();
    const failure = await errorOf(await s.call('POST', '/v1/guarantor/login', body));
    expect(failure).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(failure.message.startsWith(field)).toBe(true);
  });
});

describe('guarantor OTP', () => {
  it('the right code answers a Bearer token whose payload marks a direct guarantor', async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    const response = await verify(guarantorId, { otp });
    expect(response.status).toBe(200);
    const body = await json<{ tokenType: string; accessToken: string }>(response);
    expect(body.tokenType).toBe('Bearer');
    expect(decodePayload(body.accessToken)).toMatchObject({
      sub: guarantorId,
      phone,
      isGuarantor: true,
      onBoardingType: 'direct',
    });
  });

  it('counts wrong codes and locks after the fifth, like the customer OTP', async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    const first = await errorOf(await verify(guarantorId, { otp: wrongCode(otp) }));
    expect(first).toMatchObject({ status: 422, code: 'EPL-42201' });
    expect(first.message).toContain('4 tries left');
    for (let attempt = 2; attempt <= 4; attempt += 1) await verify(guarantorId, { otp: wrongCode(otp) });
    expect(await errorOf(await verify(guarantorId, { otp: wrongCode(otp) }))).toMatchObject({ code: 'EPL-42203' });
    expect(await errorOf(await verify(guarantorId, { otp }))).toMatchObject({ status: 422, code: 'EPL-42203' });
  });

  it("a new code's tries come out of the phone's: the tenth wrong code locks the phone for 30 minutes", async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(guarantorId, { otp: wrongCode(otp) });
    s.clock.advance(30_000);
    expect((await s.call('POST', `/v1/guarantor/${guarantorId}/resend-otp`, {})).status).toBe(200);
    const second = await latestOtp(s, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(guarantorId, { otp: wrongCode(second) });
    const locked = { status: 429, code: 'EPL-42903', message: expect.stringContaining('in 30 minutes') as string };
    expect(await errorOf(await verify(guarantorId, { otp: wrongCode(second) }))).toMatchObject(locked);
    expect(await errorOf(await verify(guarantorId, { otp: second }))).toMatchObject(locked);
  });

  it('a code expires after 5 minutes and works only once', async () => {
    s = makeSandbox();
    const late = await startGuarantorLogin();
    s.clock.advance(5 * 60 * 1000);
    expect(await errorOf(await verify(late.guarantorId, { otp: late.otp }))).toMatchObject({ code: 'EPL-42202' });

    const again = await startGuarantorLogin();
    expect((await verify(again.guarantorId, { otp: again.otp })).status).toBe(200);
    expect(await errorOf(await verify(again.guarantorId, { otp: again.otp }))).toMatchObject({ code: 'EPL-42202' });
  });

  it('resend is refused for 30 s, then sends a new code that retires the old one', async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    const early = await errorOf(await s.call('POST', `/v1/guarantor/${guarantorId}/resend-otp`, {}));
    expect(early).toMatchObject({ status: 429, code: 'EPL-42901' });
    expect(early.message).toContain('30 seconds');

    s.clock.advance(30_000);
    const resent = await s.call('POST', `/v1/guarantor/${guarantorId}/resend-otp`, {});
    expect(resent.status).toBe(200);
    expect(await json(resent)).toEqual({ resent: true, retryAfterSeconds: 30 });
    expect(s.count('otps')).toBe(2);
    const fresh = await latestOtp(s, phone);
    if (fresh !== otp) {
      expect(await errorOf(await verify(guarantorId, { otp }))).toMatchObject({ status: 422 });
    }
    expect((await verify(guarantorId, { otp: fresh })).status).toBe(200);
  });

  it('resend accepts an empty body but refuses one with fields', async () => {
    s = makeSandbox();
    const { guarantorId } = await startGuarantorLogin();
    s.clock.advance(30_000);
    const bare = await s.app.request(`/v1/guarantor/${guarantorId}/resend-otp`, { method: 'POST' });
    expect(bare.status).toBe(200);
    s.clock.advance(30_000);
    const extra = await errorOf(await s.call('POST', `/v1/guarantor/${guarantorId}/resend-otp`, { phone }));
    expect(extra).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(s.count('otps')).toBe(2);
  });

  it('resend and verify for an unknown guarantor are 404; a malformed id is 400', async () => {
    s = makeSandbox();
    const unknown = '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b';
    expect(await errorOf(await s.call('POST', `/v1/guarantor/${unknown}/resend-otp`, {}))).toMatchObject({
      status: 404,
      code: 'EPL-40400',
    });
    expect(await errorOf(await verify(unknown, { otp: '1234' }))).toMatchObject({ status: 404, code: 'EPL-40400' });
    expect(await errorOf(await verify('not-a-uuid', { otp: '1234' }))).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
  });

  it('verify before any login is 400 and a malformed code does not use up a try', async () => {
    s = makeSandbox();
    const created = await json<{ guarantor: { guarantorId: string } }>(await putGuarantor());
    expect(await errorOf(await verify(created.guarantor.guarantorId, { otp: '1234' }))).toMatchObject({ status: 400 });

    const { guarantorId } = await startGuarantorLogin();
    const malformed = await errorOf(await verify(guarantorId, { otp: '12a4' }));
    expect(malformed).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(malformed.message.startsWith('body.otp')).toBe(true);
    const row = s.db.prepare('SELECT failed_attempts FROM otps ORDER BY id DESC LIMIT 1').get();
    expect(row).toEqual({ failed_attempts: 0 });
  });

  it('once a customer logs in on the same session, its OTP is no longer the guarantor’s', async () => {
    s = makeSandbox();
    const { sessionId, guarantorId } = await startGuarantorLogin();
    await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    const customerOtp = await latestOtp(s, '9876543210');
    expect(await errorOf(await verify(guarantorId, { otp: customerOtp }))).toMatchObject({ status: 400 });
  });

  it('records the terms when tncId comes with the right code, refuses another version', async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    const stale = await errorOf(await verify(guarantorId, { otp, tncId: 'tnc-2020-01' }));
    expect(stale).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect((await verify(guarantorId, { otp, tncId: 'tnc-2026-01' })).status).toBe(200);
    const sessionId = await createSession(s);
    const next = await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId });
    expect(await json(next)).toMatchObject({ tncAccepted: true });
  });

  it('a wrong code with tncId records no terms', async () => {
    s = makeSandbox();
    const { guarantorId, otp } = await startGuarantorLogin();
    await verify(guarantorId, { otp: wrongCode(otp), tncId: 'tnc-2026-01' });
    const row = s.db.prepare('SELECT tnc_accepted FROM guarantors').get();
    expect(row).toEqual({ tnc_accepted: 0 });
  });
});

describe('guarantor tokens', () => {
  async function guarantorToken(): Promise<string> {
    const { guarantorId, otp } = await startGuarantorLogin();
    const answer = await json<{ accessToken: string }>(await verify(guarantorId, { otp }));
    return answer.accessToken;
  }

  it('record the WhatsApp consent apart from any customer’s', async () => {
    s = makeSandbox();
    const customer = await logIn(s);
    const token = await guarantorToken();
    const posted = await s.call(
      'POST',
      '/v1/consent-status',
      { consentType: 'WHATSAPP', status: 'granted' },
      auth(token),
    );
    expect(posted.status).toBe(200);
    expect(await json(posted)).toEqual({
      consents: [{ consentType: 'WHATSAPP', status: 'granted', updatedAt: expect.any(String) }],
    });
    expect(s.count('guarantor_consents')).toBe(1);
    expect(await json(await s.call('GET', '/v1/consent-status', undefined, auth(customer.token)))).toEqual({
      consents: [],
    });
  });

  it('are refused by applicant records with 403, not 401', async () => {
    s = makeSandbox();
    const token = await guarantorToken();
    expect(await errorOf(await s.call('GET', '/v1/home', undefined, auth(token)))).toMatchObject({
      status: 403,
      code: 'EPL-40300',
    });
  });

  it('log out like a customer’s: the token stops working', async () => {
    s = makeSandbox();
    const token = await guarantorToken();
    expect((await s.call('DELETE', '/v1/customer/logout', undefined, auth(token))).status).toBe(204);
    expect(await errorOf(await s.call('GET', '/v1/consent-status', undefined, auth(token)))).toMatchObject({
      status: 401,
      code: 'EPL-40100',
    });
  });

  it('stop working once the guarantor is gone (reset)', async () => {
    s = makeSandbox();
    const token = await guarantorToken();
    await s.call('POST', '/__sandbox/reset');
    expect(await errorOf(await s.call('GET', '/v1/consent-status', undefined, auth(token)))).toMatchObject({
      status: 401,
    });
    expect(await errorOf(await s.call('GET', '/v1/home', undefined, auth(token)))).toMatchObject({ status: 401 });
  });
});
