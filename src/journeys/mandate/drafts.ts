import * as v from 'valibot';
import { MANDATE_MODES } from '../../../rules/mandate/types.ts';
import type { MandateDrafts } from '../../../machines/mandate/types.ts';
import { browserLocalStorage, createDraftRecord, type DraftRecord } from '../../lib/draft-record.ts';

// The mode an applicant picked on the mandate's first screen but did not start, kept across
// reloads: one versioned record for one application, as post-approval's drafts are (ADR 008).

export const MANDATE_DRAFTS_KEY = 'saakh.mandate.drafts';

const draftsSchema = v.object({
  version: v.literal(1),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  mode: v.nullable(v.picklist(MANDATE_MODES)),
});

export type MandateDraftStore = DraftRecord<MandateDrafts>;

export const browserMandateDrafts: MandateDraftStore = createDraftRecord(
  { key: MANDATE_DRAFTS_KEY, schema: draftsSchema, isEmpty: (drafts) => drafts.mode === null, label: 'mandate drafts' },
  browserLocalStorage,
);
