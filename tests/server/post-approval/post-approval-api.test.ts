import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, ok, PNG_BYTES, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';
import { errorOf } from '../../support/server/identity.ts';

// The post-approval sandbox (docs/sandbox.md, "Post-approval"): offers in the neutral order, the
// lender choice, IFSC, the penny drop, the cheque, the questionnaire, linking and the submission;
// bad input stores nothing, and another customer's application id answers as an unknown one.

let s: TestSandbox;
afterEach(() => s.close());

type Position = { status: string; nextAction: string | null };
type Answer = { application: Position } & Record<string, unknown>;

async function approved(phone = '9876543210', memberships = false): Promise<Applicant & { h: Record<string, string> }> {
  const a = await applicant(s, phone);
  await seed(s, phone, {
    status: 'approved',
    nextAction: 'result',
    bestApprovedAmount: 360000,
    ...(memberships
      ? { memberships: [{ marketplaceName: 'shipkart', sellerSince: '2021-04', averageMonthlySales: 90000 }] }
      : {}),
  });
  return { ...a, h: auth(a.token) };
}

const control = (phone: string, body: Record<string, unknown>) =>
  ok(s.call('PUT', `/__sandbox/customers/${phone}/post-approval`, body));
const account = {
  ifsc: 'HDFC0001248',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  accountType: 'current',
  holderName: 'Asha Verma',
};

async function choose(a: Applicant & { h: Record<string, string> }, body: Record<string, unknown> = {}) {
  return ok<Answer & { loanId: string }>(
    s.call('PATCH', `/v1${a.app}/select-nbfc`, { nbfcName: 'arthika', ...body }, a.h),
  );
}

describe('offers and the lender choice', () => {
  it('lists several lenders by registered name, each with the same facts', async () => {
    s = makeSandbox();
    const a = await approved();
    const answer = await ok<{ offers: Record<string, unknown>[]; order: string; selected: unknown }>(
      s.call('GET', `/v1${a.app}/approvals`, undefined, a.h),
    );
    expect(answer.order).toBe('registeredName');
    expect(answer.offers.map((offer) => offer['registeredName'])).toEqual([
      'Arthika Finance Limited',
      'Kosh Capital Limited',
      'Vriddhi Credit Private Limited',
    ]);
    for (const offer of answer.offers)
      expect(Object.keys(offer).sort()).toEqual(
        [
          'amountChange',
          'apr',
          'interestRatePa',
          'limit',
          'nbfcName',
          'processingFee',
          'processingFeeGst',
          'processingFeePercent',
          'registeredName',
          'tenureMonths',
        ].sort(),
      );
    // APR by the IRR method (ADR 044) on ₹3,60,000 less ₹5,400, its ₹972 GST and ₹100 stamp duty.
    expect(answer.offers[0]).toMatchObject({ limit: 360000, apr: 21.51, processingFee: 5400, processingFeeGst: 972 });
    expect(answer.selected).toBeNull();
  });

  it('gives one lender when QA says so', async () => {
    s = makeSandbox();
    const a = await approved();
    await control(a.phone, { offers: 'one' });
    const answer = await ok<{ offers: unknown[] }>(s.call('GET', `/v1${a.app}/approvals`, undefined, a.h));
    expect(answer.offers).toHaveLength(1);
  });

  it('saves the choice and its loan id, and asks for the bank statement next', async () => {
    s = makeSandbox();
    const a = await approved();
    const answer = await choose(a, { amount: 200000 });
    expect(answer.application).toMatchObject({ status: 'offerSelected', nextAction: 'bankStatement' });
    const home = await ok<{ application: { latestLoanId: string } }>(s.call('GET', '/v1/home', undefined, a.h));
    expect(home.application.latestLoanId).toBe(answer.loanId);
    // A choice is made once.
    expect((await errorOf(s.call('PATCH', `/v1${a.app}/select-nbfc`, { nbfcName: 'kosh' }, a.h))).status).toBe(409);
  });

  it('refuses an amount outside the lender’s range, or a lender not offered, storing nothing', async () => {
    s = makeSandbox();
    const a = await approved();
    expect(
      await errorOf(s.call('PATCH', `/v1${a.app}/select-nbfc`, { nbfcName: 'arthika', amount: 10 }, a.h)),
    ).toMatchObject({ status: 400, code: 'EPL-40022' });
    expect(
      await errorOf(s.call('PATCH', `/v1${a.app}/select-nbfc`, { nbfcName: 'vriddhi', amount: 100000 }, a.h)),
    ).toMatchObject({ status: 400 });
    expect(await errorOf(s.call('PATCH', `/v1${a.app}/select-nbfc`, { nbfcName: 'nobody' }, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40404',
    });
    const home = await ok<{ application: { status: { value: string } } }>(s.call('GET', '/v1/home', undefined, a.h));
    expect(home.application.status.value).toBe('approved');
  });

  it('shows an offer’s key facts', async () => {
    s = makeSandbox();
    const a = await approved();
    const details = await ok<Record<string, unknown>>(
      s.call('GET', `/v1/creditloan/approved-amount/${a.applicationId}/details?nbfcName=kosh`, undefined, a.h),
    );
    expect(details).toMatchObject({ nbfcName: 'kosh', coolingOffDays: 3, transferable: false });
  });

  it('answers whether a lender lets the amount change, and in which range', async () => {
    s = makeSandbox();
    const a = await approved();
    const change = (nbfcName: string) => `/v1/creditloan/${a.applicationId}/amount-change?nbfcName=${nbfcName}`;
    expect(await ok(s.call('GET', change('arthika'), undefined, a.h))).toEqual({
      nbfcName: 'arthika',
      amountChange: { min: 50000, max: 360000, step: 1000 },
    });
    expect(await ok(s.call('GET', change('vriddhi'), undefined, a.h))).toEqual({
      nbfcName: 'vriddhi',
      amountChange: null,
    });
    expect((await errorOf(s.call('GET', change('nobody'), undefined, a.h))).status).toBe(404);
  });

  it('has no offers before an approval', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    expect((await errorOf(s.call('GET', `/v1${a.app}/approvals`, undefined, auth(a.token)))).status).toBe(409);
  });
});

describe('IFSC, the bank account and the cheque', () => {
  it('looks a branch up: the bank is the first four characters', async () => {
    s = makeSandbox();
    const a = await approved();
    const branch = await ok<Record<string, string>>(
      s.call('GET', '/v2/customer/ifsc?ifsc=hdfc0001248', undefined, a.h),
    );
    expect(branch).toMatchObject({ ifsc: 'HDFC0001248', bank: 'HDFC', bankName: 'HDFC Bank', city: 'Pune' });
    expect(await errorOf(s.call('GET', '/v2/customer/ifsc?ifsc=HDFC1001248', undefined, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40020',
    });
    expect(await errorOf(s.call('GET', '/v2/customer/ifsc?ifsc=HDFC0999999', undefined, a.h))).toMatchObject({
      status: 404,
      code: 'EPL-40403',
    });
    const banks = await ok<{ banks: unknown[] }>(s.call('GET', '/v2/customer/banks', undefined, a.h));
    expect(banks.banks.length).toBeGreaterThanOrEqual(15);
  });

  it('verifies the account by penny drop: a match moves on to the cheque, a mismatch stores nothing', async () => {
    s = makeSandbox();
    const a = await approved();
    await choose(a);
    await control(a.phone, { statement: 'uploaded', bankVerification: 'nameMismatch' });
    const mismatch = await ok<Answer & { verification: Record<string, unknown> }>(
      s.call('PATCH', `/v1${a.app}/bank-details`, account, a.h),
    );
    expect(mismatch.verification).toEqual({ result: 'nameMismatch', nameAtBank: 'SHREE GANESH TRADERS' });
    expect(mismatch.application).toMatchObject({ status: 'bankStatementUploaded', nextAction: 'bankDetails' });
    await control(a.phone, { bankVerification: 'matched' });
    const matched = await ok<Answer>(s.call('PATCH', `/v1${a.app}/bank-details`, account, a.h));
    expect(matched.application).toMatchObject({ status: 'bankDetailsUpdated', nextAction: 'cancelledCheque' });
    const info = await ok<{ bankAccount: Record<string, unknown> }>(
      s.call('GET', `/v1${a.app}/bank-info`, undefined, a.h),
    );
    expect(info.bankAccount).toMatchObject({ accountNumber: 'XXXX9012', bankName: 'HDFC Bank' });
    const cheque = await ok<Answer>(
      upload(s, 'PATCH', `/v1${a.app}/cancelled-cheque`, a.token, { bytes: PNG_BYTES, name: 'cheque.png' }),
    );
    expect(cheque.application).toMatchObject({ status: 'chequeUploaded', nextAction: 'uploadDocuments' });
  });

  it('refuses account numbers that differ and a malformed IFSC with the §8 shape', async () => {
    s = makeSandbox();
    const a = await approved();
    await choose(a);
    await control(a.phone, { statement: 'skipped' });
    const differ = { ...account, confirmAccountNumber: '123456789013' };
    expect(await errorOf(s.call('PATCH', `/v1${a.app}/bank-details`, differ, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40021',
    });
    expect(
      await errorOf(s.call('PATCH', `/v1${a.app}/bank-details`, { ...account, ifsc: 'HDFC001248' }, a.h)),
    ).toMatchObject({ status: 400, code: 'EPL-40020' });
    const spoofed = { ...account, holderName: 'Asha\u202EVerma' };
    expect(await errorOf(s.call('PATCH', `/v1${a.app}/bank-details`, spoofed, a.h))).toMatchObject({
      status: 400,
      message: 'body.holderName: contains an invisible right-to-left override (U+202E); please remove it',
    });
    const info = await ok<{ bankAccount: unknown }>(s.call('GET', `/v1${a.app}/bank-info`, undefined, a.h));
    expect(info.bankAccount).toBeNull();
  });
});

describe('questionnaire, linking and the hand-over', () => {
  async function atQuestionnaire(memberships = false) {
    const a = await approved('9876543210', memberships);
    await choose(a);
    await control(a.phone, { statement: 'uploaded', chequeRequired: false });
    await ok(s.call('PATCH', `/v1${a.app}/bank-details`, account, a.h));
    await control(a.phone, { documents: 'uploaded' });
    return a;
  }
  const answers = { premises: 'rented', employees: 3, mainProducts: 'Groceries' };

  it('asks the chosen lender’s questions, validates them whole and takes them once', async () => {
    s = makeSandbox();
    const a = await atQuestionnaire();
    const read = await ok<{ questions: { kind: string }[] }>(
      s.call('GET', `/v1${a.app}/questionnaire`, undefined, a.h),
    );
    expect(read.questions.map((question) => question.kind)).toEqual(['choice', 'number', 'text']);
    // Read while unanswered, the questions are pending with the applicant.
    const home = await ok<{ application: { status: { value: string }; nextAction: string } }>(
      s.call('GET', '/v1/home', undefined, a.h),
    );
    expect(home.application).toMatchObject({ status: { value: 'questionnairePending' }, nextAction: 'questionnaire' });
    expect(
      await errorOf(s.call('PATCH', `/v1${a.app}/questionnaire`, { answers: { ...answers, employees: -1 } }, a.h)),
    ).toMatchObject({ status: 400, message: expect.stringContaining('body.answers.employees') });
    const sent = await ok<Answer>(s.call('PATCH', `/v1${a.app}/questionnaire`, { answers }, a.h));
    expect(sent.application).toMatchObject({ status: 'questionnaireSubmitted', nextAction: 'success' });
    expect(await errorOf(s.call('PATCH', `/v1${a.app}/questionnaire`, { answers }, a.h))).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });
    const done = await ok<Answer>(s.call('PATCH', `/v1${a.app}/post-approval-submission`, {}, a.h));
    expect(done.application).toMatchObject({ status: 'emandatePending', nextAction: 'mandate' });
  });

  it('links every marketplace before the submission', async () => {
    s = makeSandbox();
    const a = await atQuestionnaire(true);
    const sent = await ok<Answer>(s.call('PATCH', `/v1${a.app}/questionnaire`, { answers }, a.h));
    expect(sent.application.nextAction).toBe('linkAccounts');
    expect(
      await errorOf(
        s.call(
          'PATCH',
          `/v1${a.app}/marketplace-linking-complete`,
          { links: [{ marketplaceName: 'bazaarhub', sellerId: 'BH-1234' }] },
          a.h,
        ),
      ),
    ).toMatchObject({ status: 400 });
    const linked = await ok<Answer & { memberships: unknown[] }>(
      s.call(
        'PATCH',
        `/v1${a.app}/marketplace-linking-complete`,
        { links: [{ marketplaceName: 'shipkart', sellerId: 'SK-9001' }] },
        a.h,
      ),
    );
    expect(linked.memberships).toEqual([{ marketplaceName: 'shipkart', displayName: 'ShipKart', sellerId: 'SK-9001' }]);
    expect(linked.application.nextAction).toBe('success');
  });
});

describe('every id-scoped call answers only its owner', () => {
  const CALLS: [string, string, unknown?][] = [
    ['GET', '/v1/application/{id}/approvals'],
    ['PATCH', '/v1/application/{id}/select-nbfc', { nbfcName: 'arthika' }],
    ['GET', '/v1/creditloan/approved-amount/{id}/details?nbfcName=arthika'],
    ['GET', '/v1/creditloan/{id}/amount-change?nbfcName=arthika'],
    ['GET', '/v1/application/{id}/bank-info'],
    ['PATCH', '/v1/application/{id}/bank-details', account],
    ['GET', '/v1/application/{id}/cancelled-cheque'],
    ['GET', '/v1/application/{id}/questionnaire'],
    ['PATCH', '/v1/application/{id}/questionnaire', { answers: {} }],
    ['GET', '/v1/application/{id}/marketplace-linking-complete'],
    ['PATCH', '/v1/application/{id}/marketplace-linking-complete', { links: [] }],
    ['PATCH', '/v1/application/{id}/post-approval-submission', {}],
  ];

  it.each(CALLS)(
    '%s %s: another customer’s id is not found, exactly like an unknown one',
    async (method, path, body) => {
      s = makeSandbox();
      const owner = await approved('9876543210');
      const other = await approved('9123456789');
      const theirs = await errorOf(s.call(method, path.replace('{id}', owner.applicationId), body, other.h));
      const unknown = await errorOf(
        s.call(method, path.replace('{id}', '00000000-0000-4000-8000-000000000000'), body, other.h),
      );
      expect(theirs).toEqual(unknown);
      expect(theirs.status).toBe(404);
    },
  );
});
