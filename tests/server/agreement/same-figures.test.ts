import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';

// One cost calculator (ADR 044): the offer the applicant chose, the key facts the agreement answers,
// the KFS PDF and the sanction letter carry the same APR and the same fees with their GST.

let s: TestSandbox;
afterEach(() => s.close());

type Fee = { name: string; payableTo: string; amount: number; gst: number };
type Summary = { keyFacts: { creditLimit: number; aprPercent: number; fees: Fee[] } };

/** As the PDFs print an amount: Indian grouping, paise only when there are any. */
const grouped = (rupees: number) =>
  `Rs. ${rupees.toLocaleString('en-IN', Number.isInteger(rupees) ? {} : { minimumFractionDigits: 2 })}`;

describe('the cost figures of a loan', () => {
  it('are the same in the key facts, the KFS PDF and the sanction letter', async () => {
    s = makeSandbox();
    const phone = '9876500011';
    const login = await logIn(s, phone);
    const seed = await json<{ agreement: { loanId: string } }>(
      await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, { seed: { nbfcName: 'kosh' } }),
    );
    const loanId = seed.agreement.loanId;
    const headers = auth(login.token);
    const { keyFacts } = await json<Summary>(
      await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers),
    );
    const fee = keyFacts.fees.find((candidate) => candidate.name === 'Processing fee');
    // Kosh: 2 % of the limit, and 18 % GST on it.
    expect(fee?.amount).toBe((keyFacts.creditLimit * 2) / 100);
    expect(fee?.gst).toBeCloseTo((fee?.amount ?? 0) * 0.18, 2);
    expect(keyFacts.fees.find((candidate) => candidate.name === 'Stamp duty')).toMatchObject({ amount: 100, gst: 0 });

    const kfs = await responsePdfText(await s.call('GET', `/v1/lms/kfs/${loanId}`, undefined, headers));
    const letter = await responsePdfText(
      await s.call('GET', `/v1/creditloan/${loanId}/sanction-document`, undefined, headers),
    );
    const feeLine = `Processing fee: ${grouped(fee?.amount ?? 0)} plus GST (18%) ${grouped(fee?.gst ?? 0)}`;
    // The KFS prints its facts as a label and its value, one text run each (server/pdf/sheet.ts).
    expect(kfs).toContain(`Annual Percentage Rate (APR)\n${keyFacts.aprPercent}%`);
    expect(kfs).toContain(feeLine.replace(': ', '\n') + ' (one-time, payable to the lender)');
    expect(letter).toContain(`APR ${keyFacts.aprPercent}%`);
    expect(letter).toContain(feeLine);
    expect(letter).toContain('Stamp duty: Rs. 100');
  });
});
