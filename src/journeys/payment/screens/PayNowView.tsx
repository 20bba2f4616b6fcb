import { creditBalanceSentence, inProgressSentence } from '../../../lib/format/credit-balance.ts';
import { Button, Money, RadioGroup, TextField } from '../../../ui/index.ts';
import { DateText } from '../../../ui/index.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import type { PaymentViewProps } from './payment-snapshot.ts';
import * as styles from './payment.css.ts';

/** Pay Now: total due, minimum due or another amount, with the next due date. */
export function PayNowView({ actor, snapshot }: PaymentViewProps) {
  const { context } = snapshot;
  const payable = context.payable;
  if (!payable) return null;
  const inProgress = payable.pendingRepayments > 0;
  const options = [
    {
      value: 'total',
      // What may be paid now: the due less the repayments still in progress.
      label: inProgress ? (
        <>
          Due now: <Money amount={payable.payableNow} />
        </>
      ) : (
        <>
          Total due: <Money amount={payable.totalDue} />
        </>
      ),
    },
    {
      value: 'minimum',
      label: (
        <>
          Minimum due: <Money amount={payable.minimumDue} />
        </>
      ),
    },
    { value: 'other', label: 'Another amount' },
  ];
  return (
    <PageFrame
      title="Pay now"
      lead={
        payable.nextDueDate ? (
          <>
            Next due date: <DateText value={payable.nextDueDate} />
          </>
        ) : (
          'You have nothing due right now.'
        )
      }
      onSubmit={() => actor.send({ type: 'CONTINUE' })}
    >
      <RadioGroup
        label="How much do you want to pay?"
        name="amountChoice"
        options={options}
        value={context.amountChoice}
        onValueChange={(value) => actor.send({ type: 'CHOOSE_AMOUNT', choice: value as 'total' | 'minimum' | 'other' })}
        error={context.amountChoice === 'other' ? null : context.amountError}
      />
      {context.amountChoice === 'other' ? (
        <TextField
          label="Amount in rupees"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          // Grouped and with ₹, as every amount on screen is (§9); what payments in flight leave open.
          hint={
            inProgress
              ? `Up to ${formatMoney(payable.payableNow)}, what you can pay now`
              : `Up to ${formatMoney(payable.totalDue)}, your total due`
          }
          value={context.amountTyped}
          onChange={(event) => actor.send({ type: 'TYPE_AMOUNT', value: event.target.value })}
          error={context.amountError}
        />
      ) : null}
      {inProgress ? (
        <p className={styles.note}>
          {inProgressSentence(payable.pendingRepayments, payable.totalDue)} Wait for it to finish before paying that
          part again.
        </p>
      ) : null}
      {payable.creditBalance > 0 ? (
        <p className={styles.note}>{creditBalanceSentence(payable.creditBalance, payable.creditBalanceRefundBy)}</p>
      ) : null}
      <p className={styles.note}>
        Credit limit <Money amount={payable.creditLimit} />, available <Money amount={payable.available} />.
      </p>
      <Actions>
        <Button type="submit" fullWidth>
          Continue
        </Button>
      </Actions>
    </PageFrame>
  );
}
