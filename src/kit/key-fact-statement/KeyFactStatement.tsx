import { formatMoney } from '../../../rules/money/format.ts';
import type { AnyKeyFacts } from '../../../rules/kfs.ts';
import { formatDate } from '../../lib/format/date.ts';
import { Fact, Facts } from '../facts.tsx';
import * as styles from './kfs.css.ts';

type KeyFacts = AnyKeyFacts;

// The Key Fact Statement as RBI's template lays it out (KFS circular, 15 April 2024): Annex A Part 1
// (the loan's figures, fees and charges), Part 2 (its other terms) and the Annex C repayment schedule,
// folded on a phone. The same labels and figures as the lender's PDF (server/lenders/kfs-lines.ts),
// from the same answer: tests/screens/agreement/kfs-screen-and-pdf.test.tsx (the credit line's) and
// tests/screens/edi/edi-kfs-screen-and-pdf.test.tsx (the EDI loan's) read both. Shared by the journeys
// that show a KFS: a credit line's tenure is in months, a term loan's (EDI) in days, one row a day.

const PAYABLE_TO: Readonly<Record<string, string>> = {
  lender: 'payable to the lender',
  thirdParty: 'payable to third parties',
};
const RECURRENCE: Readonly<Record<KeyFacts['fees'][number]['recurrence'], string>> = {
  oneTime: 'one-time',
  recurring: 'recurring',
};

function feeValue(fee: KeyFacts['fees'][number]): string {
  if (fee.amount === 0) return 'Nil';
  const gst = fee.gst > 0 ? ` plus GST (18%) ${formatMoney(fee.gst)}` : '';
  return `${formatMoney(fee.amount)}${gst} (${RECURRENCE[fee.recurrence]}, ${PAYABLE_TO[fee.payableTo] ?? ''})`;
}

function RateFacts({ facts }: { facts: KeyFacts }) {
  const benchmark = facts.benchmark;
  return (
    <>
      <Fact label="Interest rate type">{facts.rateType === 'floating' ? 'Floating' : 'Fixed'}</Fact>
      <Fact label="Rate of interest">{facts.interestRatePa}% a year</Fact>
      {benchmark ? (
        <>
          <Fact label="Benchmark">
            {benchmark.name}, {benchmark.benchmarkRatePa}% a year
          </Fact>
          <Fact label="Spread">{benchmark.spreadPa}% a year</Fact>
          <Fact label="Reset">Every {benchmark.resetEveryMonths} months</Fact>
          <Fact label="If the benchmark rises 0.25%">
            EMI up by {formatMoney(benchmark.emiChangePer25Bps)}; number of EMIs unchanged
          </Fact>
        </>
      ) : null}
    </>
  );
}

function PartOne({ facts }: { facts: KeyFacts }) {
  const { instalments } = facts;
  return (
    <section className={styles.part} aria-labelledby="kfs-part-1">
      <h2 id="kfs-part-1" className={styles.partTitle}>
        Part 1: Interest rate and fees and charges
      </h2>
      <Facts ruled>
        <Fact label="Proposal number">{facts.proposalNumber}</Fact>
        <Fact label="Issued on">{formatDate(facts.issuedAt)}</Fact>
        <Fact label="Valid until">{formatDate(facts.validUntil)}</Fact>
        <Fact label="Type of loan">{facts.loanType}</Fact>
        <Fact label="Sanctioned amount">{formatMoney(facts.creditLimit)}</Fact>
        <Fact label="Disbursal schedule">{facts.disbursalSchedule}</Fact>
        <Fact label="Tenure">
          {'tenureDays' in facts ? `${facts.tenureDays} days` : `${facts.tenureMonths} months`}
        </Fact>
        <Fact label="Type of instalments">{instalments.type}</Fact>
        <Fact label="Number of instalments">{instalments.count}</Fact>
        <Fact label="Instalment amount">{formatMoney(instalments.amount)}</Fact>
        <Fact label="Last instalment">{formatMoney(instalments.lastAmount)}</Fact>
        <Fact label="Repayment starts">{instalments.firstDue}</Fact>
        <RateFacts facts={facts} />
        {facts.fees.map((fee) => (
          <Fact key={fee.name} label={fee.name}>
            {feeValue(fee)}
          </Fact>
        ))}
        <Fact label="Net disbursed amount">{formatMoney(facts.netDisbursed)}</Fact>
        <Fact label="Total interest">{formatMoney(facts.totalInterest)}</Fact>
        <Fact label="Total amount to be paid">{formatMoney(facts.totalPayable)}</Fact>
        <Fact label="Annual Percentage Rate (APR)">{facts.aprPercent}%</Fact>
        <Fact label="Penal charges">{facts.penalCharges}</Fact>
        <Fact label="Other penal charges">{facts.otherPenalCharges}</Fact>
        <Fact label="Foreclosure charges">{facts.foreclosureCharges}</Fact>
        <Fact label="Switching charges">{facts.switchingCharges}</Fact>
        <Fact label="Other charges">{facts.otherCharges}</Fact>
      </Facts>
    </section>
  );
}

function PartTwo({ facts }: { facts: KeyFacts }) {
  const officer = facts.grievanceOfficer;
  return (
    <section className={styles.part} aria-labelledby="kfs-part-2">
      <h2 id="kfs-part-2" className={styles.partTitle}>
        Part 2: Other qualitative information
      </h2>
      <Facts ruled>
        <Fact label="Recovery agents">{facts.recoveryAgentsClause}</Fact>
        <Fact label="Grievance redressal">{facts.grievanceClause}</Fact>
        <Fact label="Grievance officer">
          {officer ? `${officer.name}, ${officer.email}, ${officer.phone}` : 'Named in the loan agreement'}
        </Fact>
        <Fact label="Transfer or securitisation">{facts.transferable ? 'Yes' : 'No'}</Fact>
        <Fact label="Co-lending">{facts.coLending}</Fact>
        <Fact label="Cooling-off (look-up) period">
          {facts.coolingOffDays} days: you may leave by repaying the principal and the proportionate APR, with no
          penalty
        </Fact>
        <Fact label="LSP acting as recovery agent">{facts.lspRecoveryAgent}</Fact>
      </Facts>
    </section>
  );
}

/** Annex C, folded: a table of 12 to 24 rows is a long scroll on a phone before the acknowledgement. */
function Schedule({ facts }: { facts: KeyFacts }) {
  return (
    <details className={styles.schedule}>
      <summary className={styles.summary}>Annex C: Repayment schedule ({facts.schedule.length} instalments)</summary>
      <p className={styles.caption}>
        {'tenureDays' in facts
          ? 'The amount paid out on day one and repaid in equal daily instalments, one each day from the next.'
          : 'Illustrated on the limit drawn in full on day one and repaid in equal monthly instalments.'}
      </p>
      <div className={styles.scroller} role="region" aria-label="Repayment schedule" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              {['Instalment no.', 'Outstanding principal', 'Principal', 'Interest', 'Instalment'].map((heading) => (
                <th key={heading} scope="col" className={styles.number}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {facts.schedule.map((row) => (
              <tr key={row.number}>
                <td className={styles.number}>{row.number}</td>
                <td className={styles.number}>{formatMoney(row.outstanding)}</td>
                <td className={styles.number}>{formatMoney(row.principal)}</td>
                <td className={styles.number}>{formatMoney(row.interest)}</td>
                <td className={styles.number}>{formatMoney(row.instalment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The whole statement, as the KFS screen shows it above its PDF. */
export function KeyFactStatement({ facts, loanReference }: { facts: KeyFacts; loanReference?: string }) {
  return (
    <div className={styles.statement}>
      <Facts ruled>
        <Fact label="Lender">{facts.registeredName}</Fact>
        {loanReference ? <Fact label="Loan reference">{loanReference}</Fact> : null}
      </Facts>
      <PartOne facts={facts} />
      <PartTwo facts={facts} />
      <Schedule facts={facts} />
    </div>
  );
}
