import { Button, Money, TextField } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import type { PaymentViewProps } from './payment-snapshot.ts';
import * as styles from './payment.css.ts';
import { ReceiptDownload } from '../../receipt/screens/ReceiptDownload.tsx';

/** The fee, its coupon, the GST on what is left and the total: what is to pay, or what was paid. */
function FeeBreakup({ fee }: { fee: NonNullable<PaymentViewProps['snapshot']['context']['fee']> }) {
  return (
    <Facts label="Fee breakup">
      <Fact label="Processing fee">
        <Money amount={fee.amount} />
      </Fact>
      {fee.couponCode ? (
        <Fact label={`Coupon ${fee.couponCode}`}>
          − <Money amount={fee.discount} />
        </Fact>
      ) : null}
      <Fact label={`GST (${fee.gstPercent}%)`}>
        <Money amount={fee.gst} />
      </Fact>
      <Fact label={fee.paid ? 'Total paid' : 'Total to pay'}>
        <Money amount={fee.total} />
      </Fact>
    </Facts>
  );
}

/** Processing Fee: the lender's breakup (fee, coupon, GST, total), the coupon field, and the way to pay. */
export function FeeView({ actor, snapshot }: PaymentViewProps) {
  const { fee, couponTyped, couponError, error } = snapshot.context;
  const applying = snapshot.matches({ fee: 'applying' });
  const settling = snapshot.matches({ fee: 'settling' });
  const busy = applying || settling;
  const done = (
    <Button type="button" variant="link" disabled={busy} onClick={() => actor.send({ type: 'DONE' })}>
      Back to dashboard
    </Button>
  );
  if (!fee || fee.paid) {
    return (
      <PageFrame
        title="Processing fee"
        lead={fee ? 'Your processing fee is paid.' : 'You have no processing fee to pay.'}
      >
        {fee ? (
          <>
            <FeeBreakup fee={fee} />
            <ReceiptDownload processingFeeId={fee.processingFeeId} fullWidth />
          </>
        ) : null}
        <Actions>{done}</Actions>
      </PageFrame>
    );
  }
  const covered = fee.couponCode !== null && fee.total === 0;
  return (
    <PageFrame
      title="Processing fee"
      lead="Pay the one-time processing fee of your credit line. A coupon lowers it before GST."
      error={error}
      busy={busy}
    >
      <FeeBreakup fee={fee} />
      {fee.couponCode ? (
        <div className={styles.coupon}>
          <p className={styles.note} role="status">
            Coupon {fee.couponCode} applied: you save <Money amount={fee.discount} /> on the fee.
          </p>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'REMOVE_COUPON' })}
          >
            Remove coupon
          </Button>
        </div>
      ) : (
        <div className={styles.coupon}>
          <TextField
            label="Coupon code"
            name="couponCode"
            autoComplete="off"
            value={couponTyped}
            onChange={(event) => actor.send({ type: 'TYPE_COUPON', value: event.target.value })}
            error={couponError}
          />
          <Button
            type="button"
            variant="secondary"
            busy={applying}
            disabled={settling}
            onClick={() => actor.send({ type: 'APPLY_COUPON' })}
          >
            Apply coupon
          </Button>
        </div>
      )}
      {covered ? <p className={styles.note}>Your coupon covers the whole fee: nothing to pay.</p> : null}
      <Actions>
        <Button
          type="button"
          fullWidth
          busy={settling}
          disabled={applying}
          onClick={() => actor.send({ type: 'CONTINUE' })}
        >
          Continue
        </Button>
        {done}
      </Actions>
    </PageFrame>
  );
}

/** Processing Fee Result after a coupon paid the whole fee: no payment was made. */
export function CouponPaidView({ actor, snapshot }: PaymentViewProps) {
  const fee = snapshot.context.fee;
  return (
    <PageFrame
      title="Processing fee paid"
      lead={`Coupon ${fee?.couponCode ?? ''} covered the whole fee. Nothing was charged.`}
    >
      {fee ? <ReceiptDownload processingFeeId={fee.processingFeeId} fullWidth /> : null}
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'DONE' })}>
          Done
        </Button>
      </Actions>
    </PageFrame>
  );
}
