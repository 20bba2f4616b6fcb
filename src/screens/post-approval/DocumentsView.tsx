import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { documentsMachine } from '../../../machines/post-approval/documents.machine.ts';
import { Button, Loader } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import { UploadSlot } from '../onboarding/pre-approval/UploadSlot.tsx';
import type { DocumentUploadRef } from '../onboarding/pre-approval/document-upload-view.ts';
import * as styles from './post-approval.css.ts';
import { DOCUMENTS_COPY } from './documents-copy.ts';

export type DocumentsRef = ActorRefFrom<typeof documentsMachine>;
type DocumentsSnapshot = SnapshotFrom<typeof documentsMachine>;

/** §2 upload-documents and additional-documents: the documents child decides which list shows. */
export function DocumentsView({ documents }: { documents: DocumentsRef | null }) {
  const snapshot = useSelector(documents ?? undefined, (current: DocumentsSnapshot | undefined) => current);
  if (!documents || !snapshot || snapshot.status !== 'active' || snapshot.matches('loading')) return <Loader />;
  const { context } = snapshot;
  const send = documents.send.bind(documents);
  if (snapshot.matches('loadFailed')) {
    return (
      <RetryFrame title={DOCUMENTS_COPY.loadTitle} error={context.error} onRetry={() => send({ type: 'RETRY' })} />
    );
  }
  const stage = snapshot.matches('additional') ? 'additional' : 'upload';
  const completing = snapshot.matches({ [stage]: 'completing' });
  return (
    <PageFrame
      title={DOCUMENTS_COPY[stage].title}
      lead={DOCUMENTS_COPY[stage].lead}
      error={context.error}
      onSubmit={() => send({ type: 'SUBMIT' })}
      busy={completing}
    >
      {(context.request?.documents ?? []).map((entry) => {
        const held = context.held[entry.kind];
        return (
          <div key={entry.kind} className={styles.slotWithPreview}>
            <UploadSlot
              actor={(context.cards[entry.kind] ?? null) as DocumentUploadRef | null}
              label={entry.label}
              {...(entry.required ? {} : { hint: DOCUMENTS_COPY.optional })}
              disabled={completing}
            />
            {held ? (
              <Button
                type="button"
                variant="link"
                disabled={completing}
                onClick={() => send({ type: 'PREVIEW', slot: entry.kind })}
                aria-label={`Preview ${entry.label}`}
              >
                Preview
              </Button>
            ) : null}
          </div>
        );
      })}
      <Actions>
        <Button type="submit" fullWidth busy={completing}>
          Continue
        </Button>
      </Actions>
    </PageFrame>
  );
}
