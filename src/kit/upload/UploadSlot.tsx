import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Dialog, TextField } from '../../ui/index.ts';
import { acceptAttribute } from '../../lib/file-types.ts';
import {
  formatFileSize,
  sameUploadView,
  uploadView,
  type DocumentUploadRef,
  type DocumentUploadSnapshotView,
} from './document-upload-view.ts';
import { FilePicker, UploadCard } from './UploadCard.tsx';
import * as styles from './upload-slot.css.ts';

// The picker offers what the slot's upload child checks (its `accept`, the lender's rule), so the
// two never disagree. No `capture` attribute: on phones the picker then offers the camera *and*
// files, where `capture` would force the camera and make a PDF impossible to choose.
const selectAccept = (snapshot: DocumentUploadSnapshotView | undefined) =>
  acceptAttribute(snapshot?.context.accept ?? []);

export interface UploadSlotProps {
  /** The slot's documentUpload actor; null while the step is still spawning it. */
  actor: DocumentUploadRef | null;
  label: string;
  hint?: string;
  /** The step's own error for this slot (e.g. "Please upload ..."), cleared by the step on change. */
  error?: string | null;
  disabled?: boolean;
  /** What the upload sends beside the file (documentType, side); null while it cannot be known yet. */
  query?: Record<string, string> | null;
  /** Why choosing is not possible yet, e.g. the document type is not chosen. */
  blockedReason?: string | null;
}

const BUSY_TEXT = {
  checking: 'Checking the file…',
  unlocking: 'Unlocking the PDF…',
  uploading: 'Uploading…',
} as const;

/** One document slot: choose, unlock a password-protected PDF (§5), upload, remove. */
export function UploadSlot({
  actor,
  label,
  hint,
  error,
  disabled = false,
  query = {},
  blockedReason = null,
}: UploadSlotProps) {
  const view = useSelector(actor ?? undefined, uploadView, sameUploadView);
  const accept = useSelector(actor ?? undefined, selectAccept);
  const messageId = `${useId()}-message`;
  const [password, setPassword] = useState('');

  const busy = view.state === 'checking' || view.state === 'unlocking' || view.state === 'uploading';
  const askingPassword = view.state === 'needsPassword' || view.state === 'unlocking';
  // The typed password lives only as long as the prompt: once the PDF is unlocked (or the
  // prompt is gone another way) it is dropped, so a later PDF never starts with it filled in.
  if (!askingPassword && password !== '') setPassword('');
  const slotError = view.state === 'failed' || view.state === 'empty' ? (view.error ?? error ?? null) : null;
  const fileLine =
    view.fileName !== null ? `${view.fileName}${view.size !== null ? ` (${formatFileSize(view.size)})` : ''}` : null;

  // Replace is the same picker beside an uploaded or failed file, so a wrong file is one step to fix.
  const picker = (action: 'Choose file' | 'Replace file') => (
    <FilePicker
      action={action}
      label={label}
      accept={accept}
      disabled={disabled || !actor || !query || blockedReason !== null}
      onChoose={(file) => {
        if (actor && query) actor.send({ type: 'FILE_CHOSEN', file, query });
      }}
      {...(slotError ? { describedBy: messageId } : {})}
    />
  );

  const remove = (
    <Button
      type="button"
      variant="link"
      disabled={disabled}
      onClick={() => actor?.send({ type: 'REMOVE' })}
      aria-label={`Remove ${label}`}
    >
      Remove
    </Button>
  );

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the step's own <form>,
    // which would submit the whole step.
    event.stopPropagation();
    actor?.send({ type: 'PASSWORD_SUBMITTED', password });
  }

  function closePasswordPrompt(open: boolean) {
    if (open) return;
    setPassword('');
    actor?.send({ type: 'CANCEL_PASSWORD' });
  }

  return (
    <UploadCard
      label={label}
      hint={hint}
      invalid={slotError !== null}
      {...(slotError || busy ? { describedBy: messageId } : {})}
    >
      {blockedReason && view.state === 'empty' ? <p className={styles.hint}>{blockedReason}</p> : null}

      {view.state === 'uploaded' ? (
        <div className={styles.fileRow}>
          <p className={styles.uploaded}>Uploaded: {fileLine}</p>
          {picker('Replace file')}
          {remove}
        </div>
      ) : view.state === 'failed' ? (
        <div className={styles.fileRow}>
          {fileLine ? <p className={styles.fileName}>{fileLine}</p> : null}
          <Button type="button" variant="secondary" disabled={disabled} onClick={() => actor?.send({ type: 'RETRY' })}>
            Retry upload
          </Button>
          {picker('Replace file')}
          {remove}
        </div>
      ) : busy || askingPassword ? (
        fileLine ? (
          <p className={styles.fileName}>{fileLine}</p>
        ) : null
      ) : (
        picker('Choose file')
      )}

      <p id={messageId} role={slotError ? 'alert' : 'status'} className={slotError ? styles.error : styles.status}>
        {slotError ?? (busy ? BUSY_TEXT[view.state as keyof typeof BUSY_TEXT] : null)}
      </p>

      <Dialog
        open={askingPassword}
        onOpenChange={closePasswordPrompt}
        title="This PDF is password protected"
        description={
          `Enter the password to open ${view.fileName ?? 'the file'}. ` +
          'It is used only on this device to unlock the file.'
        }
      >
        <form className={styles.dialogForm} onSubmit={submitPassword} noValidate>
          <TextField
            label="PDF password"
            name="pdfPassword"
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            readOnly={view.state === 'unlocking'}
            error={view.state === 'needsPassword' ? view.error : null}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth busy={view.state === 'unlocking'} disabled={password === ''}>
            Unlock
          </Button>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={view.state === 'unlocking'}
            onClick={() => closePasswordPrompt(false)}
          >
            Cancel
          </Button>
        </form>
      </Dialog>
    </UploadCard>
  );
}
