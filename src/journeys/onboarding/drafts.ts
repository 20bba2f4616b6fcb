import * as v from 'valibot';
import type { OnboardingDrafts } from '../../../machines/onboarding/onboarding.machine.ts';
// From screens.ts, not the machine module: drafts are read at start-up, and importing the machine
// here would pull every onboarding machine into the login route's initial JS.
import { DRAFT_STEP_IDS, type DraftStepId } from '../../../machines/onboarding/screens.ts';
import { browserLocalStorage, createDraftRecord, typedValuesPer } from '../../lib/draft-record.ts';
import type { StorageBackend } from '../../lib/storage.ts';

// What an applicant typed into a step but did not submit, kept across reloads. One
// versioned record for one application; a record of another version or application is
// dropped. Only plain typed fields: a step marks fields like the Aadhaar number `sensitive`
// and they never reach storage (no OTPs, tokens or files either: they are not form values).
// The §4 logout clears all of localStorage, this record with it.
// Version 1 also holds the GSTIN and Udyam steps: they are new optional keys, so a record
// written before them still reads as it was, and an older build reading a newer record drops
// only those two steps. A change that would make an old record mean something else bumps
// DRAFTS_VERSION instead, so the old record is discarded, never misread.

export const DRAFTS_KEY = 'saakh.onboarding.drafts';
export const DRAFTS_VERSION = 1;

const draftsSchema = v.object({
  version: v.literal(DRAFTS_VERSION),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  steps: typedValuesPer(DRAFT_STEP_IDS),
});

export interface DraftStore {
  read(): OnboardingDrafts | null;
  /** Keeps `values` for the step, without the sensitive fields; another application's record is replaced. */
  save(applicationId: string, step: DraftStepId, values: Record<string, string>, sensitive: readonly string[]): void;
  /** The step was submitted: its draft is no longer needed. */
  clear(applicationId: string, step: DraftStepId): void;
}

export function createDraftStore(backend: () => StorageBackend | null, logger?: Pick<Console, 'warn'>): DraftStore {
  const record = createDraftRecord(
    {
      key: DRAFTS_KEY,
      schema: draftsSchema,
      isEmpty: (drafts) => Object.keys(drafts.steps).length === 0,
      label: 'drafts',
    },
    backend,
    logger,
  );

  function current(applicationId: string): OnboardingDrafts {
    const stored = record.read();
    return stored && stored.applicationId === applicationId
      ? stored
      : { version: DRAFTS_VERSION, applicationId, steps: {} };
  }

  return {
    read: record.read,
    save(applicationId, step, values, sensitive) {
      const hidden = new Set(sensitive);
      const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !hidden.has(field)));
      const drafts = current(applicationId);
      record.write({ ...drafts, steps: { ...drafts.steps, [step]: kept } });
    },
    clear(applicationId, step) {
      const drafts = current(applicationId);
      const { [step]: _done, ...steps } = drafts.steps;
      record.write({ ...drafts, steps });
    },
  };
}

export const browserDrafts: DraftStore = createDraftStore(browserLocalStorage);
