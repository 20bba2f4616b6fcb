import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';
import { keyFactLines, scheduleRows, type KeyFacts } from '../../../server/lenders/kfs-lines.ts';

// The EDI loan's Key Fact Statement to RBI's template (issue 31, ADR 049): calculate-edi answers it
// for the chosen amount and tenure, the PDF prints the same lines and the same daily schedule, and
// the request records the proposal number the borrower read, refusing one that is not this quote's.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400481';
const ACCOUNT = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', holderName: 'Asha Traders' };
const TERMS = { amount: 100000, tenureDays: 90 };

async function borrower(): Promise<LoggedIn> {
  const who = await logIn(s, PHONE);
  expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/edi-offer`, { bankAccount: ACCOUNT })).status).toBe(200);
  return who;
}

async function quoteKfs(who: LoggedIn, terms = TERMS): Promise<KeyFacts & { tenureDays: number }> {
  const answer = await s.call('POST', '/v1/customer/calculate-edi', terms, auth(who.token));
  expect(answer.status).toBe(200);
  return (await json<{ quote: { kfs: KeyFacts & { tenureDays: number } } }>(answer)).quote.kfs;
}

async function request(who: LoggedIn, key: string, proposalNumber: string) {
  const { offer } = await json<{ offer: { id: string } }>(
    await s.call('GET', '/v1/customer/edi-offer', undefined, auth(who.token)),
  );
  return s.call(
    'POST',
    '/v1/customer/request-disbursement',
    { offerId: offer.id, ...TERMS, consent: true, proposalNumber },
    { ...auth(who.token), 'idempotency-key': key },
  );
}

describe("the EDI loan's Key Fact Statement", () => {
  it('is a daily term loan with Annex C the daily schedule, a proposal number and its validity', async () => {
    s = makeSandbox();
    const kfs = await quoteKfs(await borrower());
    expect(kfs).toMatchObject({
      loanType: 'Term loan (equated daily instalments)',
      tenureDays: 90,
      creditLimit: 100000,
      rateType: 'fixed',
      benchmark: null,
      netDisbursed: 97540,
      aprPercent: 44.28,
      instalments: { count: 90, amount: 1144.68 },
    });
    expect(kfs.instalments.type).toMatch(/daily/i);
    expect(kfs.proposalNumber).toMatch(/^EDI-\d{8}-[0-9A-F]{8}$/);
    // Three working days at least for a tenor of seven days or more (ADR 049).
    expect(Date.parse(kfs.validUntil) - Date.parse(kfs.issuedAt)).toBeGreaterThan(3 * 24 * 60 * 60 * 1000);
    expect(kfs.schedule).toHaveLength(90);
    expect(kfs.fees.map((fee) => fee.name)).toEqual([
      'Processing fee',
      'Stamp duty',
      'Insurance charges',
      'Valuation fees',
    ]);
    const principal = kfs.schedule.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
    expect(principal).toBe(kfs.creditLimit * 100);
    // Another amount is another proposal.
    expect((await quoteKfs(await logIn(s, PHONE), { amount: 50000, tenureDays: 90 })).proposalNumber).not.toBe(
      kfs.proposalNumber,
    );
  });

  it('prints the same figures in its PDF as the quote answers (same-figures)', async () => {
    s = makeSandbox();
    const who = await borrower();
    const kfs = await quoteKfs(who);
    const pdf = await responsePdfText(
      await s.call('GET', '/v1/customer/edi-kfs?amount=100000&tenureDays=90', undefined, auth(who.token)),
    );
    expect(pdf).toContain(kfs.proposalNumber);
    for (const line of keyFactLines(kfs).flatMap((part) => part.lines)) {
      expect(pdf).toContain(`${line.label}\n${line.value.slice(0, 60)}`);
    }
    expect(pdf).toContain('Annex C: Repayment schedule');
    for (const row of [scheduleRows(kfs)[0], scheduleRows(kfs).at(-1)]) expect(pdf).toContain(row?.cells.join('\n'));
  });

  it('refuses a PDF for terms outside the offer or a malformed amount', async () => {
    s = makeSandbox();
    const who = await borrower();
    const outside = await s.call('GET', '/v1/customer/edi-kfs?amount=5000&tenureDays=90', undefined, auth(who.token));
    expect((await json<ErrorAnswer>(outside)).error.code).toBe('EPL-42240');
    const bad = await s.call('GET', '/v1/customer/edi-kfs?amount=1e5&tenureDays=90', undefined, auth(who.token));
    expect(bad.status).toBe(400);
    expect((await s.call('GET', '/v1/customer/edi-kfs?amount=100000&tenureDays=90')).status).toBe(401);
  });

  it("records the proposal number the borrower read, and refuses another quote's", async () => {
    s = makeSandbox();
    const who = await borrower();
    const other = await quoteKfs(who, { amount: 50000, tenureDays: 90 });
    const refused = await request(who, 'kfs-key-0001', other.proposalNumber);
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('EPL-40984');
    const lapsed = await quoteKfs(who);
    // A week on, past its three working days: the statement is issued afresh before a request.
    s.clock.advance(7 * 24 * 60 * 60 * 1000);
    const later = await logIn(s, PHONE);
    expect((await request(later, 'kfs-key-0003', lapsed.proposalNumber)).status).toBe(409);
    const kfs = await quoteKfs(later);
    expect(kfs.proposalNumber).not.toBe(lapsed.proposalNumber);
    const made = await request(later, 'kfs-key-0002', kfs.proposalNumber);
    expect(made.status).toBe(201);
    expect((await json<{ disbursement: { kfsProposal: string } }>(made)).disbursement.kfsProposal).toBe(
      kfs.proposalNumber,
    );
  });
});
