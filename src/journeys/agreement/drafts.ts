import * as v from 'valibot';
import { parseJsonAs } from '../../lib/parse-json.ts';
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

type Logger = Pick<Console, 'warn'>;

export function createAgreementDraftStore(
  backend: () => StorageBackend | null,
  logger: Logger = console,
): AgreementDraftStore {
  return {
    kfsTicked(loanId) {
      try {
        const raw = backend()?.getItem(AGREEMENT_DRAFTS_KEY) ?? null;
        return raw !== null && parseJsonAs(draftsSchema, raw)?.loanId === loanId;
      } catch (error) {
        logger.warn('[agreement drafts] could not read', error);
        return false;
      }
    },
    write(loanId, ticked) {
      try {
        const store = backend();
        if (!store) return;
        if (!ticked || !loanId) store.removeItem(AGREEMENT_DRAFTS_KEY);
        else store.setItem(AGREEMENT_DRAFTS_KEY, JSON.stringify({ version: 1, loanId, kfsTicked: true }));
      } catch (error) {
        // §8: a full storage must not break the journey; the draft is a convenience.
        logger.warn('[agreement drafts] could not save', error);
      }
    },
  };
}

function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const browserAgreementDrafts = createAgreementDraftStore(browserLocalStorage);
