import type { Fact, ScheduleRowView } from '../projection.ts';
import * as styles from './edi.css.ts';

/** Label and value rows, read in order by a screen reader. */
export function Facts({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The repayment schedule (RBI KFS Annex C), folded away so a phone shows the summary first. */
export function Schedule({ rows, withStatus }: { rows: readonly ScheduleRowView[]; withStatus: boolean }) {
  return (
    <details className={styles.schedule}>
      <summary>Repayment schedule ({rows.length} instalments)</summary>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Repayment schedule">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Instalment</th>
              <th scope="col">Outstanding</th>
              <th scope="col">Principal</th>
              <th scope="col">Interest</th>
              <th scope="col">Amount</th>
              {withStatus ? <th scope="col">Status</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.due}</th>
                <td>{row.outstanding}</td>
                <td>{row.principal}</td>
                <td>{row.interest}</td>
                <td>{row.instalment}</td>
                {withStatus ? <td>{row.status}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
