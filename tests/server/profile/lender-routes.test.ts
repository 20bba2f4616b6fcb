import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { activeLoan } from '../../support/server/active-loan.ts';
import { SEEDS } from '../../fixtures/applicant.ts';

// The profile's lender reads (ADR 056; docs/api-contract.md "Profile"): the lender's regulated
// details and the active line's terms from its signed KFS, each only at the caller's own id
// (another customer's answers 404), nothing before a lender or an active line, and a fault at each.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400561';
const OTHER = '9123400562';

type Lender = {
  registeredName: string;
  rbiRegistration: string;
  serviceProvider: { name: string };
  grievanceOfficer: { name: string; phone: string; email: string };
  escalation: { afterDays: number; sachetUrl: string; ombudsmanUrl: string };
};
type Terms = Record<string, unknown> & { kfs: { proposalNumber: string; version: number } };

const read = (token: string, id: string, what: 'nbfc-info' | 'credit-terms') =>
  s.call('GET', `/v1/customer/${id}/${what}`, undefined, auth(token));

describe('the lender and the credit terms', () => {
  it('show the active line’s lender and the terms of the KFS it was signed on', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, PHONE, 0);
    const info = await read(loan.token, loan.customerId, 'nbfc-info');
    expect(info.status).toBe(200);
    expect((await json<{ lender: Lender }>(info)).lender).toEqual({
      registeredName: 'Arthika Finance Limited',
      rbiRegistration: 'N-13.02345',
      serviceProvider: { name: 'Saakh', role: expect.stringMatching(/^Lending service provider/) },
      grievanceOfficer: { name: 'Rahul Menon', email: 'grievance@arthika.example', phone: '1800 200 1001' },
      escalation: { afterDays: 30, ombudsmanUrl: 'https://cms.rbi.org.in', sachetUrl: 'https://sachet.rbi.org.in' },
    });
    const terms = (await json<{ terms: Terms }>(await read(loan.token, loan.customerId, 'credit-terms'))).terms;
    expect(terms).toMatchObject({
      loanReference: loan.loanReference,
      rateType: 'fixed',
      interestRatePa: 18,
      interestFreeDays: 30,
      dueAfterDays: 30,
      latePaymentCharge: '2% a month on the overdue amount',
      tenureMonths: 12,
      kfs: { version: 1 },
    });
    expect(terms['creditLimit']).toBeGreaterThan(0);
    expect(terms['aprPercent']).toBeGreaterThan(18);
    // Arthika's 1.5 % processing fee on the limit, with its 18 % GST.
    const fee = terms['processingFee'] as { amount: number; gst: number };
    expect(fee.amount).toBeCloseTo((terms['creditLimit'] as number) * 0.015, 2);
    expect(fee.gst).toBeCloseTo(fee.amount * 0.18, 1);
    expect(terms.kfs.proposalNumber).toContain(loan.loanReference);
    expect(terms['validUntil']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('say plainly there is nothing yet before a lender is chosen or the line is active', async () => {
    s = makeSandbox();
    expect((await s.call('PUT', `/__sandbox/customers/${PHONE}`, { tncAccepted: true, ...SEEDS.gstin })).status).toBe(
      200,
    );
    const who = await logIn(s, PHONE);
    expect(await json(await read(who.token, who.customerId, 'nbfc-info'))).toEqual({ lender: null });
    expect(await json(await read(who.token, who.customerId, 'credit-terms'))).toEqual({ terms: null });
  });

  it('answer another customer’s id as one that does not exist (no IDOR)', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, PHONE, 0);
    const other = await logIn(s, OTHER);
    for (const what of ['nbfc-info', 'credit-terms'] as const) {
      const answer = await read(other.token, loan.customerId, what);
      expect(answer.status).toBe(404);
      const body = await json<ErrorAnswer>(answer);
      expect(body.error.code).toMatch(/^EPL-/);
      expect(JSON.stringify(body)).not.toContain('Arthika');
      expect((await s.call('GET', `/v1/customer/${loan.customerId}/${what}`)).status).toBe(401);
    }
  });

  it('take a fault at each call site', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, PHONE, 0);
    for (const what of ['nbfc-info', 'credit-terms'] as const) {
      const path = `/v1/customer/${loan.customerId}/${what}`;
      const body = { error: { code: 'EPL-50000', message: 'down' } };
      expect((await s.call('POST', '/__sandbox/faults', { method: 'GET', path, status: 500, body })).ok).toBe(true);
      expect((await read(loan.token, loan.customerId, what)).status).toBe(500);
      expect((await read(loan.token, loan.customerId, what)).status).toBe(200);
    }
  });
});
