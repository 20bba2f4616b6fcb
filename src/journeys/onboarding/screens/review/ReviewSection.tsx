import type { ReactNode } from 'react';
import { Button } from '../../../../ui/index.ts';
import * as styles from './review.css.ts';

export interface ReviewRow {
  readonly label: string;
  readonly value: ReactNode;
}

export interface ReviewSectionProps {
  id: string;
  title: string;
  rows: readonly ReviewRow[];
  /** Empty when the applicant has not given this part (shown instead of the rows). */
  empty?: string;
  /** The edit link, for the parts the lender lets the applicant change from here. */
  onEdit?: (() => void) | undefined;
  editDisabled?: boolean;
}

/** One part of the application under its heading, with "Edit" named after the part for screen readers. */
export function ReviewSection({ id, title, rows, empty, onEdit, editDisabled = false }: ReviewSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {onEdit ? (
          <Button
            type="button"
            variant="link"
            disabled={editDisabled}
            aria-label={`Edit ${inSentence(title)}`}
            onClick={onEdit}
          >
            Edit
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className={styles.detail}>{empty ?? 'Not given'}</p>
      ) : (
        <dl className={styles.list}>
          {rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.detail}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** A section title inside a sentence: capitalised words lower-cased, acronyms (KYC) kept. */
function inSentence(title: string): string {
  return title.replace(/\b([A-Z])(?=[a-z])/g, (letter) => letter.toLowerCase());
}
