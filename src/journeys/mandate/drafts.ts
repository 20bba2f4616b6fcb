import * as v from 'valibot';
import { MANDATE_MODES } from '../../../rules/mandate/types.ts';
import type { MandateDrafts } from '../../../machines/mandate/types.ts';
import { parseJsonAs } from '../../lib/parse-json.ts';
import type { StorageBackend } from '../../lib/storage.ts';

// The mode an applicant picked on the mandate's first screen but did not start, kept across
// reloads: one versioned record for one application, as post-approval's drafts are (ADR 008).

export const MANDATE_DRAFTS_KEY = 'saakh.mandate.drafts';

const draftsSchema = v.object({
  version: v.literal(1),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  mode: v.nullable(v.picklist(MANDATE_MODES)),
});

export interface MandateDraftStore {
  read(): MandateDrafts | null;
  write(drafts: MandateDrafts | null): void;
}

type Logger = Pick<Console, 'warn'>;

export function createMandateDraftStore(backend: () => StorageBackend | null, logger: Logger = console) {
  return {
    read() {
      try {
        const raw = backend()?.getItem(MANDATE_DRAFTS_KEY) ?? null;
        return raw === null ? null : parseJsonAs(draftsSchema, raw);
      } catch (error) {
        logger.warn('[mandate drafts] could not read', error);
        return null;
      }
    },
    write(drafts) {
      try {
        const store = backend();
        if (!store) return;
        if (!drafts || drafts.mode === null) store.removeItem(MANDATE_DRAFTS_KEY);
        else store.setItem(MANDATE_DRAFTS_KEY, JSON.stringify(drafts));
      } catch (error) {
        // §8: a full storage must not break the journey; the draft is a convenience.
        logger.warn('[mandate drafts] could not save', error);
      }
    },
  } satisfies MandateDraftStore;
}

function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const browserMandateDrafts = createMandateDraftStore(browserLocalStorage);
