import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './outcome.css.ts';
import { screenAddress } from '../../../../routes/declared-addresses.ts';

export interface OutcomePageProps {
  /** Names the heading's id (`<id>-heading`), which labels the page. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** The calm, centred card of a decision or dead-end page: its heading, then what to read and where to go. */
export function OutcomePage({ id, title, children }: OutcomePageProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The dashboard, where the applicant goes on from a decision page. */
export function DashboardLink() {
  return (
    <Link className={styles.link} to={screenAddress('Dashboard')}>
      Go to dashboard
    </Link>
  );
}
