import * as v from 'valibot';
import { browserLocalStorage, createDraftRecord } from '../../lib/draft-record.ts';
import type { StorageBackend } from '../../lib/storage.ts';

// The KFS box an applicant ticked but did not yet confirm with "I acknowledge", kept across
// reloads for the one loan it was ticked for (ADR 013). Only the tick: the acknowledgement itself
// is the lender's record, with its time. The §4 logout clears all of localStorage, this with it.

export const AGREEMENT_DRAFTS_KEY = 'saakh.agreement.drafts';

const draftsSchema = v.object({
  version: v.literal(1),
  loanId: v.pipe(v.string(), v.minLength(1)),
  kfsTicked: v.literal(true),
});

export interface AgreementDraftStore {
  /** Whether the KFS box was left ticked for this loan. */
  kfsTicked(loanId: string): boolean;
  write(loanId: string, ticked: boolean): void;
}

export function createAgreementDraftStore(
  backend: () => StorageBackend | null,
  logger?: Pick<Console, 'warn'>,
): AgreementDraftStore {
  const record = createDraftRecord(
    { key: AGREEMENT_DRAFTS_KEY, schema: draftsSchema, label: 'agreement drafts' },
    backend,
    logger,
  );
  return {
    kfsTicked: (loanId) => record.read()?.loanId === loanId,
    write: (loanId, ticked) => record.write(ticked && loanId ? { version: 1, loanId, kfsTicked: true } : null),
  };
}

export const browserAgreementDrafts = createAgreementDraftStore(browserLocalStorage);
