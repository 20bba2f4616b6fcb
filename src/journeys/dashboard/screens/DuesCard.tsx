import type { LinePosition } from '../../../../machines/dashboard/dashboard.machine.ts';
import type { NextDue } from '../projection.ts';
import { Button, Card } from '../../../ui/index.ts';
import * as styles from './dashboard.css.ts';

export interface DuesCardProps {
  position: LinePosition;
  totalDue: string;
  nextDue: NextDue | null;
  /** Repayments in progress that count against the due, in words. */
  inProgress: string | null;
  /** Money the lender owes back, in words: shown whatever is owed, never as a negative due. */
  creditBalance: string | null;
  onPayNow: () => void;
}

const NOTHING_OWED: Record<Exclude<LinePosition, 'owing'>, string> = {
  clear: 'Nothing is due right now. You have repaid everything you used.',
  unused: 'You have not used your credit line yet, so nothing is due.',
};

/** What is owed: the total due, the next due date with the least to pay by then, and Pay now. */
export function DuesCard({ position, totalDue, nextDue, inProgress, creditBalance, onPayNow }: DuesCardProps) {
  return (
    <Card aria-labelledby="dashboard-dues">
      <h2 id="dashboard-dues" className={styles.cardTitle}>
        What you owe
      </h2>
      {position === 'owing' ? (
        <>
          <dl className={styles.figures}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Total due</dt>
              <dd className={styles.factValue}>{totalDue}</dd>
            </div>
            {nextDue ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{nextDue.overdue ? 'Overdue since' : 'Next due date'}</dt>
                <dd className={styles.factValue}>{nextDue.date}</dd>
              </div>
            ) : null}
          </dl>
          {nextDue ? (
            <p className={nextDue.overdue ? styles.error : styles.note}>
              {nextDue.overdue
                ? `Please pay at least ${nextDue.amount} now.`
                : `Pay at least ${nextDue.amount} by ${nextDue.date}.`}
            </p>
          ) : null}
          {inProgress ? <p className={styles.note}>{inProgress}</p> : null}
          <Button onClick={onPayNow}>Pay now</Button>
        </>
      ) : (
        <p className={styles.note}>{NOTHING_OWED[position]}</p>
      )}
      {creditBalance ? <p className={styles.note}>{creditBalance}</p> : null}
    </Card>
  );
}
