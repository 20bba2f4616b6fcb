import { useId, type ChangeEvent, type ReactNode } from 'react';
import * as styles from './upload-slot.css.ts';

export interface UploadCardProps {
  label: string;
  hint?: ReactNode;
  /** The slot's message is an error: the card is drawn in the error colour. */
  invalid?: boolean;
  /** Ids the card's group is described by (its message, busy text). */
  describedBy?: string;
  children: ReactNode;
}

/** The card every upload is drawn in (documents, and the selfie or video chosen without a camera). */
export function UploadCard({ label, hint, invalid = false, describedBy, children }: UploadCardProps) {
  const titleId = `${useId()}-title`;
  return (
    <div
      className={styles.slot}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-invalid={invalid ? '' : undefined}
    >
      <p id={titleId} className={styles.title}>
        {label}
      </p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </div>
  );
}

export interface FilePickerProps {
  /** The button's words; the card's label follows them for screen readers ("Choose file for PAN"). */
  action: string;
  /** Omitted when the action says on its own what it is for. */
  label?: string;
  accept: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
  describedBy?: string;
}

/**
 * The native file input, focusable but out of sight, under a visible button that is its label:
 * the platform picker, a phone's camera option and screen readers all work.
 */
export function FilePicker({ action, label, accept, disabled = false, onChoose, describedBy }: FilePickerProps) {
  const inputId = `${useId()}-file`;
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a remove) still fires change.
    event.target.value = '';
    if (file) onChoose(file);
  }
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={accept}
        className={styles.fileInput}
        disabled={disabled}
        onChange={choose}
        aria-describedby={describedBy}
      />
      <label htmlFor={inputId} className={styles.chooseButton}>
        {action}
        {label ? <span className={styles.fileInput}> for {label}</span> : null}
      </label>
    </>
  );
}
