import { useId } from 'react';
import type { PeriodChoice } from '../../../../machines/statement/types.ts';
import { creditBalanceSentence } from '../../../lib/format/credit-balance.ts';
import { subtractPaise, ZERO_PAISE, type Paise } from '../../../../rules/money/paise.ts';
import { Button, Card, DateText, Loader, Money, RadioGroup, TextField } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import type { StatementViewProps } from './statement-snapshot.ts';
import * as styles from './statement.css.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { ReceiptDownload } from '../../receipt/screens/ReceiptDownload.tsx';

const PERIOD_OPTIONS = [
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'custom', label: 'Choose dates' },
] as const;

/** The custom period's two dates, in the order they are read. */
const RANGE_FIELDS = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
] as const;

/** The statement table's columns; the amounts are right-aligned so their digits line up. */
const COLUMNS = [
  { label: 'Date', amount: false },
  { label: 'Description', amount: false },
  { label: 'Debit', amount: true },
  { label: 'Credit', amount: true },
  { label: 'Balance', amount: true },
] as const;

/**
 * A balance as owed by the customer; below zero the lender owes the difference back, which is said
 * in words ("₹4,000 in your favour") rather than as a bare negative figure.
 */
function Balance({ amount }: { amount: Paise }) {
  if (amount >= 0) return <Money amount={amount} />;
  return (
    <>
      <Money amount={subtractPaise(ZERO_PAISE, amount)} /> in your favour
    </>
  );
}

/** Credit Statement: the period, its opening and closing balances, each debit and credit, the dues. */
export function CreditStatementView({ actor, snapshot }: StatementViewProps) {
  const duesId = useId();
  const linesId = useId();
  const { context } = snapshot;
  if (snapshot.matches({ statement: 'failed' })) {
    return <RetryRead actor={actor} title="We could not load your statement" error={context.error} />;
  }
  if (snapshot.matches({ statement: 'noAccount' })) {
    return (
      <PageFrame title="Credit statement" heading="plain">
        <p className={styles.note}>
          You have no credit line yet. Your statement shows here once your credit line is active and you draw from it or
          repay.
        </p>
      </PageFrame>
    );
  }
  const read = context.read;
  if (snapshot.matches({ statement: 'loading' }) || !read) {
    return (
      <PageFrame title="Credit statement" busy>
        <Loader />
      </PageFrame>
    );
  }
  const { statement, dues } = read;
  const custom = context.choice === 'custom';
  return (
    <PageFrame title="Credit statement" heading="plain">
      <RadioGroup
        label="Period"
        orientation="horizontal"
        options={PERIOD_OPTIONS}
        value={context.choice}
        onValueChange={(choice) => actor.send({ type: 'CHOOSE_PERIOD', choice: choice as PeriodChoice })}
      />
      {custom ? (
        <div className={styles.section}>
          <div className={styles.range}>
            {RANGE_FIELDS.map(({ field, label }) => (
              <TextField
                key={field}
                label={label}
                type="date"
                max={context.today}
                value={context.custom[field]}
                onChange={(event) => actor.send({ type: 'TYPE_DATE', field, value: event.target.value })}
              />
            ))}
          </div>
          {context.periodError ? (
            <p role="alert" className={styles.note}>
              {context.periodError}
            </p>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'SHOW_PERIOD' })}>
            Show statement
          </Button>
        </div>
      ) : null}
      <Facts>
        {statement.loanReference ? <Fact label="Loan reference">{statement.loanReference}</Fact> : null}
        <Fact label="Lender">{statement.lenderName}</Fact>
        <Fact label="Statement period">
          <DateText value={statement.from} /> to <DateText value={statement.to} />
        </Fact>
        {(
          [
            ['Opening balance', <Balance key="opening" amount={statement.openingBalance} />],
            ['Debits', <Money key="debits" amount={statement.totalDebits} />],
            ['Credits', <Money key="credits" amount={statement.totalCredits} />],
            ['Closing balance', <Balance key="closing" amount={statement.closingBalance} />],
          ] as const
        ).map(([label, figure]) => (
          <Fact key={label} label={label}>
            {figure}
          </Fact>
        ))}
      </Facts>
      {statement.creditBalance > 0 ? (
        <p className={styles.note}>{creditBalanceSentence(statement.creditBalance, statement.creditBalanceRefundBy)}</p>
      ) : null}
      <section className={styles.section} aria-labelledby={linesId}>
        <h2 id={linesId} className={styles.subheading}>
          Transactions
        </h2>
        {statement.lines.length === 0 ? (
          <p className={styles.note}>Nothing happened in this period.</p>
        ) : (
          // A phone stacks each line (statement.css.ts); a wider screen that still overflows scrolls the
          // table sideways, so the region takes focus for a keyboard to scroll it too. The roles are
          // written out because a browser drops a table's semantics once CSS stops it being a table.
          <div className={styles.tableWrap} role="region" aria-labelledby={linesId} tabIndex={0}>
            <table className={styles.table} role="table">
              <thead role="rowgroup">
                <tr role="row">
                  {COLUMNS.map(({ label, amount }) => (
                    <th
                      key={label}
                      className={amount ? styles.amountCell : styles.cell}
                      scope="col"
                      role="columnheader"
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {statement.lines.map((line, index) => (
                  <tr role="row" key={`${line.date}-${index}`}>
                    <td role="cell" className={styles.cell}>
                      <DateText value={line.date} />
                    </td>
                    <td role="cell" className={styles.cell}>
                      {line.description}
                      {line.transactionId ? (
                        <ReceiptDownload
                          transactionId={line.transactionId}
                          label={`Download receipt for the repayment of ${formatDate(line.date)}`}
                        />
                      ) : null}
                    </td>
                    <td role="cell" className={styles.amountCell} data-label="Debit">
                      {line.debit > 0 ? <Money amount={line.debit} /> : null}
                    </td>
                    <td role="cell" className={styles.amountCell} data-label="Credit">
                      {line.credit > 0 ? <Money amount={line.credit} /> : null}
                    </td>
                    <td role="cell" className={styles.amountCell} data-label="Balance">
                      <Balance amount={line.balance} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Card aria-labelledby={duesId}>
        <h2 id={duesId} className={styles.subheading}>
          Your dues today
        </h2>
        <Facts>
          <Fact label="Total due">
            <Money amount={dues.totalDue} />
          </Fact>
          <Fact label="Minimum due">
            <Money amount={dues.minimumDue} />
          </Fact>
          <Fact label="Next due date">
            {dues.nextDueDate ? <DateText value={dues.nextDueDate} /> : 'Nothing is due'}
          </Fact>
        </Facts>
      </Card>
      <Actions>
        {dues.totalDue > 0 ? (
          <Button type="button" fullWidth onClick={() => actor.send({ type: 'PAY' })}>
            Pay
          </Button>
        ) : null}
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'DOWNLOAD' })}>
          Download statement
        </Button>
      </Actions>
    </PageFrame>
  );
}
