import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, ok, seed } from '../../support/server/onboarding.ts';
import { errorOf } from '../../support/server/identity.ts';

// GET /v1/va-details (docs/sandbox.md, "Mandate"): the token's own virtual account for bank
// transfers, the same on every read, another for another applicant; none before a loan exists.

let s: TestSandbox;
afterEach(() => s.close());

type Account = { beneficiaryName: string; accountNumber: string; ifsc: string; bankName: string };

async function withLoan(phone: string, loan: string | null) {
  const a = await applicant(s, phone);
  await seed(s, phone, { status: 'emandatePending', latestLoanId: loan, bestApprovedAmount: 300000 });
  return auth(a.token);
}

describe('va-details', () => {
  it('answers the token’s own account, stable, and another applicant’s differs', async () => {
    s = makeSandbox();
    const mine = await withLoan('9876543210', 'loan-a');
    const theirs = await withLoan('9876543211', 'loan-b');
    const first = await ok<Account>(s.call('GET', '/v1/va-details', undefined, mine));
    expect(first).toEqual({
      beneficiaryName: 'Arthika Finance Limited',
      accountNumber: expect.stringMatching(/^SAAKH\d{10}$/),
      ifsc: expect.stringMatching(/^YESB0[A-Z0-9]{6}$/),
      bankName: 'Yes Bank',
    });
    expect(await ok<Account>(s.call('GET', '/v1/va-details', undefined, mine))).toEqual(first);
    const other = await ok<Account>(s.call('GET', '/v1/va-details', undefined, theirs));
    expect(other.accountNumber).not.toBe(first.accountNumber);
    // The IFSC is one the sandbox's own look-up knows.
    expect((await s.call('GET', `/v2/customer/ifsc?ifsc=${first.ifsc}`, undefined, mine)).status).toBe(200);
  });

  it('answers 404 with the §8 shape before a loan, and 401 without a token', async () => {
    s = makeSandbox();
    const h = await withLoan('9876543210', null);
    const none = await errorOf(s.call('GET', '/v1/va-details', undefined, h));
    expect(none.code).toBe('EPL-40400');
    expect(none.message).toMatch(/no loan yet/);
    expect((await s.call('GET', '/v1/va-details')).status).toBe(401);
  });
});
