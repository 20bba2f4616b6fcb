import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { acknowledgeKfs, getAgreement, readAgreementDocument } from '../../../src/journeys/agreement/api/index.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';

// The agreement's calls through the app's client against the sandbox: answers parse with their
// schemas, documents arrive as PDFs, and a document whose body is an error (§8 blob error bodies)
// is read as JSON and rejected with the lender's code and message, without a popup.

const PHONE = '9876500011';
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

async function seededLoan(): Promise<string> {
  await h.signIn(PHONE);
  const seeded = await h.control('PUT', `/__sandbox/customers/${PHONE}/agreement`, { seed: {} });
  return ((await seeded.json()) as { agreement: { loanId: string } }).agreement.loanId;
}

describe('agreement calls', () => {
  it('reads the agreement, the KFS as a PDF, and records the acknowledgement', async () => {
    const loanId = await seededLoan();
    const agreement = await getAgreement(h.client, { loanId });
    expect(agreement).toMatchObject({ loanId, kfsAcknowledgedAt: null, review: { stage: 'signing' } });
    const kfs = await readAgreementDocument(h.client, { loanId, document: 'kfs' });
    expect(new TextDecoder().decode(await kfs.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    // A KFS the lender has replaced since it was read is not acknowledged (ADR 049).
    const replaced = await acknowledgeKfs(h.client, { loanId, proposalNumber: 'SKH-2026-999999-KFS1' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(replaced).toMatchObject({ status: 409, code: 'EPL-40913' });
    const { proposalNumber } = agreement.keyFacts;
    expect(proposalNumber).toBe(`${agreement.loanReference}-KFS1`);
    const acknowledged = await acknowledgeKfs(h.client, { loanId, proposalNumber });
    expect(acknowledged.kfsAcknowledgedAt).not.toBeNull();
  });

  it('rejects a blob whose body is an error with its code and message, and no popup', async () => {
    const loanId = await seededLoan();
    const error = await readAgreementDocument(h.client, { loanId, document: 'signedAgreement' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EPL-40910', message: 'This agreement is not signed yet.' });
    expect(h.recorded.popups).toEqual([]);
  });

  it('rejects a faulted document read with the fault’s §8 body', async () => {
    const loanId = await seededLoan();
    await h.addFault({
      method: 'GET',
      path: `/v1/creditloan/${loanId}/sanction-document`,
      status: 503,
      times: 3,
      body: { error: { code: 'EPL-50300', message: 'The lender is unavailable for a moment.' } },
    });
    const error = await readAgreementDocument(h.client, { loanId, document: 'sanctionLetter' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ status: 503, code: 'EPL-50300', message: 'The lender is unavailable for a moment.' });
  });
});
