import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { documentsMachine } from '../../../../machines/post-approval/documents.machine.ts';
import { Button, Loader } from '../../../ui/index.ts';
import { PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { UploadSlot } from '../../../kit/upload/UploadSlot.tsx';
import type { DocumentUploadRef } from '../../../kit/upload/document-upload-view.ts';
import * as styles from './post-approval.css.ts';
import { DOCUMENTS_COPY, FORM_COPY } from './documents-copy.ts';
import { ApplicationFormCard, type FormActivity } from './ApplicationFormCard.tsx';

export type DocumentsRef = ActorRefFrom<typeof documentsMachine>;
type DocumentsSnapshot = SnapshotFrom<typeof documentsMachine>;

const FORM_KIND = 'application-document';

function formActivity(snapshot: DocumentsSnapshot): FormActivity {
  if (snapshot.matches({ upload: 'downloadingForm' })) return 'downloading';
  if (snapshot.matches({ upload: 'startingESign' })) return 'starting';
  if (snapshot.matches({ upload: 'redirecting' })) return 'leaving';
  return 'idle';
}

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
  const activity = formActivity(snapshot);
  const completing = snapshot.matches({ [stage]: 'completing' });
  // While the form downloads or e-sign starts, nothing else on the screen starts either.
  const busy = completing || activity !== 'idle';
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
        const form = entry.kind === FORM_KIND ? context.form : null;
        return (
          <div key={entry.kind} className={styles.slotWithPreview}>
            {form ? (
              <ApplicationFormCard
                form={form}
                held={held}
                activity={activity}
                disabled={completing}
                error={context.formError}
                onDownload={() => send({ type: 'DOWNLOAD_FORM' })}
                onSign={() => send({ type: 'SIGN_FORM' })}
              />
            ) : null}
            <UploadSlot
              actor={(context.cards[entry.kind] ?? null) as DocumentUploadRef | null}
              label={entry.label}
              {...(form ? { hint: FORM_COPY.uploadHint } : entry.required ? {} : { hint: DOCUMENTS_COPY.optional })}
              disabled={busy}
            />
            {held ? (
              <Button
                type="button"
                variant="link"
                disabled={busy}
                onClick={() => send({ type: 'PREVIEW', slot: entry.kind })}
                aria-label={`Preview ${entry.label}`}
              >
                Preview
              </Button>
            ) : null}
          </div>
        );
      })}
      <Ways ways={[{ label: 'Continue', submit: true, busy: completing, disabled: busy }]} />
    </PageFrame>
  );
}
