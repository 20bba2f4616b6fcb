import { createContext, useContext, type ReactNode } from 'react';
import { DateText } from '../ui/index.ts';
import * as styles from './facts.css.ts';

// A list of named facts (a payment's amount and method, a statement's balances, a loan's key
// terms): each name muted on the left, its value on the right, wrapping below it on a narrow
// screen. A document's terms are ruled, each with a line under it.

const Ruled = createContext(false);

/** `label` names the list for a screen reader where no heading does (a fee's breakup). */
export function Facts({ label, ruled = false, children }: { label?: string; ruled?: boolean; children: ReactNode }) {
  return (
    <Ruled.Provider value={ruled}>
      <dl className={styles.facts} aria-label={label}>
        {children}
      </dl>
    </Ruled.Provider>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const ruled = useContext(Ruled);
  return (
    <div className={ruled ? styles.ruledFact : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={ruled ? styles.ruledValue : styles.factValue}>{children}</dd>
    </div>
  );
}

/** When a payment started and when it last changed, to the minute (a payment's and a history row's details). */
export function PaymentTimes({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  return (
    <>
      <Fact label="Started">
        <DateText value={createdAt} withWeekdayTime />
      </Fact>
      <Fact label="Last updated">
        <DateText value={updatedAt} withWeekdayTime />
      </Fact>
    </>
  );
}
