import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideAgreement } from '../../../src/journeys/agreement/provide.ts';
import { AGREEMENT_DRAFTS_KEY, createAgreementDraftStore } from '../../../src/journeys/agreement/drafts.ts';
import type { StorageBackend } from '../../../src/lib/storage.ts';
import { AGREEMENT_PATHS } from '../../../machines/agreement/screens.ts';
import { homeAt } from '../../fixtures/onboarding-positions.ts';
import { LOAN_ID, agreementAt } from '../../support/events/agreement-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';
import { memoryBackend } from '../../support/memory-storage.ts';

// The KFS box ticked but not yet confirmed survives a reload, for its own loan only; the
// acknowledgement itself is the lender's record, and once it exists the draft is gone.

const quiet = { warn: () => {} };

describe('agreement drafts', () => {
  it('keeps the tick for its loan and forgets it when unticked', () => {
    const store = memoryBackend();
    const drafts = createAgreementDraftStore(() => store, quiet);
    drafts.write('loan-1', true);
    expect(drafts.kfsTicked('loan-1')).toBe(true);
    expect(drafts.kfsTicked('loan-2')).toBe(false);
    drafts.write('loan-1', false);
    expect(store.items.has(AGREEMENT_DRAFTS_KEY)).toBe(false);
  });

  it('reads a broken or other-version record as not ticked, and survives a storage that throws', () => {
    const broken = createAgreementDraftStore(() => memoryBackend({ [AGREEMENT_DRAFTS_KEY]: '{' }), quiet);
    expect(broken.kfsTicked('loan-1')).toBe(false);
    const other = JSON.stringify({ version: 2, loanId: 'loan-1', kfsTicked: true });
    expect(
      createAgreementDraftStore(() => memoryBackend({ [AGREEMENT_DRAFTS_KEY]: other }), quiet).kfsTicked('loan-1'),
    ).toBe(false);
    const full = createAgreementDraftStore(
      () => ({
        ...memoryBackend(),
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
      quiet,
    );
    expect(() => full.write('loan-1', true)).not.toThrow();
  });
});

describe('the KFS tick across a reload', () => {
  const home = () => {
    const answer = homeAt(agreementAt('fresh').application);
    return { ...answer, application: { ...answer.application, latestLoanId: LOAN_ID } };
  };

  function journey(store: StorageBackend) {
    const lender = async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/lms/kfs/')) {
        return new Response('%PDF-1.7 planned', { headers: { 'content-type': 'application/pdf' } });
      }
      const body = method === 'PATCH' ? agreementAt('acknowledged') : agreementAt('fresh');
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const client = plannedApiClient(lender as typeof fetch);
    const logic = provideAgreement(client, {
      readHome: async () => home(),
      redirectTo: () => {},
      drafts: createAgreementDraftStore(() => store, quiet),
    });
    return createActor(logic, { input: { entry: { pathname: AGREEMENT_PATHS.kfs, search: '' } } }).start();
  }

  it('lands on the KFS still ticked, and forgets the tick once the lender records the acknowledgement', async () => {
    const store = memoryBackend();
    const before = journey(store);
    await waitFor(before, (snapshot) => snapshot.matches({ kfs: 'reading' }));
    before.send({ type: 'ACK_CHANGED', checked: true });
    expect(before.getSnapshot().context.acknowledged).toBe(true);
    before.stop();

    const after = journey(store);
    await waitFor(after, (snapshot) => snapshot.matches({ kfs: 'reading' }));
    expect(after.getSnapshot().context.acknowledged).toBe(true);
    after.send({ type: 'ACKNOWLEDGE' });
    await waitFor(after, (snapshot) => snapshot.context.agreement?.kfsAcknowledgedAt != null);
    expect(store.items.has(AGREEMENT_DRAFTS_KEY)).toBe(false);
    after.stop();
  });

  it('starts unticked when the box was unticked again before the reload', async () => {
    const store = memoryBackend();
    const before = journey(store);
    await waitFor(before, (snapshot) => snapshot.matches({ kfs: 'reading' }));
    before.send({ type: 'ACK_CHANGED', checked: true });
    before.send({ type: 'ACK_CHANGED', checked: false });
    before.stop();
    const after = journey(store);
    await waitFor(after, (snapshot) => snapshot.matches({ kfs: 'reading' }));
    expect(after.getSnapshot().context.acknowledged).toBe(false);
    after.stop();
  });
});
