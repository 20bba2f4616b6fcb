import type { ReactNode } from 'react';
import * as styles from './facts.css.ts';

// A list of named facts (a payment's amount and method, a statement's balances): each name
// muted on the left, its value on the right, wrapping below it on a narrow screen.

/** `label` names the list for a screen reader where no heading does (a fee's breakup). */
export function Facts({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
