import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';
import { kfsValidUntil, kfsValidityWorkingDays } from '../../../server/lenders/kfs-version.ts';

// The KFS's proposal number and validity (ADR 049): valid three working days for a tenor of seven
// days or more; read past that before signing, it is issued afresh and must be acknowledged again;
// the e-sign records the proposal number of the KFS the borrower acknowledged.

let s: TestSandbox;
afterEach(() => s?.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Summary = {
  kfsAcknowledgedAt: string | null;
  signedKfsProposal: string | null;
  keyFacts: { proposalNumber: string; issuedAt: string; validUntil: string };
};

describe('how long a KFS is valid', () => {
  it('is three working days after the day of issue for a tenor of seven days or more, one for less', () => {
    expect(kfsValidityWorkingDays(7)).toBe(3);
    expect(kfsValidityWorkingDays(365)).toBe(3);
    expect(kfsValidityWorkingDays(6)).toBe(1);
    // Thursday 15 Jan 2026, 15:30 IST: Friday, Monday, Tuesday; to Tuesday 23:59:59.999 IST.
    expect(new Date(kfsValidUntil(Date.UTC(2026, 0, 15, 10), 3)).toISOString()).toBe('2026-01-20T18:29:59.999Z');
    // Friday 16 Jan, 23:00 IST (17:30 UTC): Monday to Wednesday.
    expect(new Date(kfsValidUntil(Date.UTC(2026, 0, 16, 17, 30), 3)).toISOString()).toBe('2026-01-21T18:29:59.999Z');
    // Friday 16 Jan, 23:45 UTC is Saturday 17 Jan in India: Monday to Wednesday still.
    expect(new Date(kfsValidUntil(Date.UTC(2026, 0, 16, 23, 45), 3)).toISOString()).toBe('2026-01-21T18:29:59.999Z');
    expect(new Date(kfsValidUntil(Date.UTC(2026, 0, 16, 5), 1)).toISOString()).toBe('2026-01-19T18:29:59.999Z');
  });
});

describe('a KFS past its validity', () => {
  it('is issued afresh before signing, and the e-sign records the version acknowledged', async () => {
    s = makeSandbox();
    const phone = '9876500031';
    let headers = auth((await logIn(s, phone)).token);
    /** Days later the session has lapsed: the borrower logs in again. */
    const later = async (ms: number) => {
      s.clock.advance(ms);
      headers = auth((await logIn(s, phone)).token);
    };
    const seed = await json<{ agreement: { loanId: string; loanReference: string } }>(
      await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, { seed: { nbfcName: 'arthika' } }),
    );
    const { loanId, loanReference } = seed.agreement;
    const read = async () =>
      json<Summary>(await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers));
    const acknowledge = (proposalNumber: string) =>
      s.call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true, proposalNumber }, headers);
    const startESign = () =>
      s.call('POST', `/v1/aadhar/esign/${loanId}`, { redirectUrl: '/aadhaar-esign-success' }, headers);

    const first = await read();
    expect(first.keyFacts).toMatchObject({
      proposalNumber: `${loanReference}-KFS1`,
      issuedAt: new Date(s.clock.now()).toISOString(),
      validUntil: '2026-01-20T18:29:59.999Z',
    });
    expect((await acknowledge(first.keyFacts.proposalNumber)).status).toBe(200);
    const kfsText = await responsePdfText(await s.call('GET', `/v1/lms/kfs/${loanId}`, undefined, headers));
    expect(kfsText).toContain(`Proposal number\n${loanReference}-KFS1`);
    expect(kfsText).toContain('Valid until\n20 Jan 2026');

    // Still valid on its last evening: nothing changes.
    await later(Date.parse('2026-01-20T18:29:00Z') - s.clock.now());
    expect((await read()).keyFacts.proposalNumber).toBe(`${loanReference}-KFS1`);

    // The next morning the KFS is past its validity: a fresh one, unacknowledged.
    await later(12 * HOUR);
    const fresh = await read();
    expect(fresh.keyFacts.proposalNumber).toBe(`${loanReference}-KFS2`);
    expect(fresh.keyFacts.issuedAt).toBe(new Date(s.clock.now()).toISOString());
    expect(fresh.kfsAcknowledgedAt).toBeNull();
    // Reading again the same day issues nothing more.
    expect((await read()).keyFacts.proposalNumber).toBe(`${loanReference}-KFS2`);

    // No signing on the old acknowledgement, and no acknowledging the replaced KFS.
    const refused = await startESign();
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('EPL-40911');
    const stale = await acknowledge(`${loanReference}-KFS1`);
    expect(stale.status).toBe(409);
    expect((await json<ErrorAnswer>(stale)).error.code).toBe('EPL-40913');
    expect(s.count('agreement_esign_requests')).toBe(0);

    expect((await acknowledge(`${loanReference}-KFS2`)).status).toBe(200);
    const started = await json<{ url: string; requestId: string }>(await startESign());
    // The signature records KFS2, the version acknowledged.
    const url = new URL(started.url);
    const ref = url.searchParams.get('ref') ?? '';
    const form = new URLSearchParams({ requestId: started.requestId, ref, decision: 'sign' });
    await s.app.request(url.pathname, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const signed = await json<{ status: string; agreement: Summary }>(
      await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${started.requestId}`, undefined, headers),
    );
    expect(signed.status).toBe('SUCCESS');
    expect(signed.agreement.signedKfsProposal).toBe(`${loanReference}-KFS2`);
    expect(signed.agreement.keyFacts.proposalNumber).toBe(`${loanReference}-KFS2`);
    const signedText = await responsePdfText(
      await s.call('GET', `/v1/nbfc-singed-document?loanId=${loanId}`, undefined, headers),
    );
    expect(signedText).toContain(`Key Fact Statement acknowledged: ${loanReference}-KFS2`);
    // Signed, the KFS is never issued afresh again.
    await later(10 * DAY);
    expect((await read()).keyFacts.proposalNumber).toBe(`${loanReference}-KFS2`);
  });
});
