import type { ApplicationFormState } from '../../../../rules/post-approval/documents.ts';
import type { UploadedFile } from '../../../../machines/kit/document-upload.machine.ts';
import { Button } from '../../../ui/index.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { UploadCard } from '../../../kit/upload/UploadCard.tsx';
import * as slot from '../../../kit/upload/upload-slot.css.ts';
import * as styles from './application-form.css.ts';
import { FORM_COPY } from './documents-copy.ts';

export type FormActivity = 'idle' | 'downloading' | 'starting' | 'leaving';

export interface ApplicationFormCardProps {
  form: ApplicationFormState;
  /** What the lender holds for the form now (an e-signed PDF or an uploaded copy). */
  held: UploadedFile | null | undefined;
  activity: FormActivity;
  /** Another call of the screen is in flight (Continue): nothing here starts meanwhile. */
  disabled: boolean;
  error: string | null;
  onDownload: () => void;
  onSign: () => void;
}

/** The sentence for the form's e-sign as the lender last read it, when the form is not held yet. */
function eSignSentence(form: ApplicationFormState, held: UploadedFile | null | undefined, eSigned: boolean) {
  if (eSigned && form.signed) return FORM_COPY.signedOn(formatDate(form.signed.signedAt));
  if (held || !form.eSign) return null;
  if (form.eSign.status === 'FAILURE') return FORM_COPY.declined;
  if (form.eSign.status === 'EXPIRED') return FORM_COPY.expired;
  if (form.eSign.status === 'SUCCESS') return null;
  return FORM_COPY.unfinished;
}

/** The lender's application form: Sign with Aadhaar e-sign (first), Download to read or print. */
export function ApplicationFormCard({
  form,
  held,
  activity,
  disabled,
  error,
  onDownload,
  onSign,
}: ApplicationFormCardProps) {
  const eSigned = Boolean(held && form.signed && held.id === form.signed.documentId);
  const sentence = eSignSentence(form, held, eSigned);
  const busy = activity !== 'idle';
  const status = activity === 'downloading' ? FORM_COPY.downloading : activity === 'idle' ? null : FORM_COPY.leaving;
  return (
    <UploadCard label={FORM_COPY.title} hint={FORM_COPY.lead} invalid={error !== null}>
      {sentence ? <p className={eSigned ? slot.uploaded : slot.status}>{sentence}</p> : null}
      <div className={styles.actions}>
        {eSigned ? null : (
          <Button
            type="button"
            busy={activity === 'starting' || activity === 'leaving'}
            disabled={busy || disabled}
            onClick={onSign}
          >
            {FORM_COPY.sign}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          busy={activity === 'downloading'}
          disabled={busy || disabled}
          onClick={onDownload}
        >
          {FORM_COPY.download}
        </Button>
      </div>
      <p role={error ? 'alert' : 'status'} className={error ? slot.error : slot.status}>
        {error ?? status}
      </p>
    </UploadCard>
  );
}
