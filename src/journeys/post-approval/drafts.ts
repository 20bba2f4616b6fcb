import * as v from 'valibot';
import {
  POST_APPROVAL_DRAFT_SCREENS,
  type PostApprovalDraftScreen,
  type PostApprovalDrafts,
} from '../../../machines/post-approval/types.ts';
import { parseJsonAs } from '../../lib/parse-json.ts';
import type { StorageBackend } from '../../lib/storage.ts';

// What an approved applicant typed on a post-approval screen but did not send, kept across
// reloads: one versioned record for one application, as onboarding's drafts are (ADR 006). The
// machine keeps the record in its context as typed and hands it here whole. Account numbers are
// never in it (the machine leaves them out), nor files. The §4 logout clears it with the rest.

export const POST_APPROVAL_DRAFTS_KEY = 'saakh.post-approval.drafts';

const valuesSchema = v.record(v.string(), v.string());
const draftsSchema = v.object({
  version: v.literal(1),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  screens: v.partial(
    v.object(
      Object.fromEntries(POST_APPROVAL_DRAFT_SCREENS.map((screen) => [screen, valuesSchema])) as Record<
        PostApprovalDraftScreen,
        typeof valuesSchema
      >,
    ),
  ),
});

export interface PostApprovalDraftStore {
  read(): PostApprovalDrafts | null;
  write(drafts: PostApprovalDrafts | null): void;
}

type Logger = Pick<Console, 'warn'>;

export function createPostApprovalDraftStore(
  backend: () => StorageBackend | null,
  logger: Logger = console,
): PostApprovalDraftStore {
  return {
    read() {
      try {
        const raw = backend()?.getItem(POST_APPROVAL_DRAFTS_KEY) ?? null;
        return raw === null ? null : parseJsonAs(draftsSchema, raw);
      } catch (error) {
        logger.warn('[post-approval drafts] could not read', error);
        return null;
      }
    },
    write(drafts) {
      try {
        const store = backend();
        if (!store) return;
        if (!drafts || Object.keys(drafts.screens).length === 0) store.removeItem(POST_APPROVAL_DRAFTS_KEY);
        else store.setItem(POST_APPROVAL_DRAFTS_KEY, JSON.stringify(drafts));
      } catch (error) {
        // §8: a full storage must not break the journey; the draft is a convenience.
        logger.warn('[post-approval drafts] could not save', error);
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

export const browserPostApprovalDrafts = createPostApprovalDraftStore(browserLocalStorage);
