import type { ChangeEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/kit/otp.machine.ts';
import type { MethodField } from '../../../../machines/payment/types.ts';
import type { PaymentMethod } from '../../../../rules/payment/types.ts';
import { caretAfterDigits, cardNetwork, formatCardNumber } from '../../../../rules/payment/card-input.ts';
import { Button, Checkbox, Loader, Money, RadioGroup, SelectField, TextField } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { CardNetworkMark } from './CardNetworkMark.tsx';
import { METHOD_LABEL, methodsStep, type PaymentViewProps } from './payment-snapshot.ts';
import { AwaitingOtpView, ConfirmingView, HOME_LABEL } from './InFlightViews.tsx';

const METHODS = ['DEBIT_CARD', 'NET_BANKING', 'UPI'] as const satisfies readonly PaymentMethod[];

type OtpRef = ActorRefFrom<typeof otpMachine>;

/** Payment Methods: the method and its details, Pay; then the OTP, the bank's page or the wait. */
export function MethodsView({ actor, snapshot }: PaymentViewProps) {
  const step = methodsStep(snapshot);
  // The otp child's id is its invoke id in every flow's methods screen.
  const otp = useSelector(actor, (current) => current.children['otp'] as OtpRef | undefined);
  const { context } = snapshot;
  if (step === 'loading') return <Loader lines={['Please wait while we fetch', 'your payment methods']} />;
  if (step === 'loadFailed') {
    return <RetryRead actor={actor} title="We could not load the payment methods" error={context.error} />;
  }
  if (step === 'otp') {
    return (
      <ChildOtpStep
        otp={otp}
        title="Enter the OTP from your bank"
        changeLabel="Choose another way to pay"
        onChangeNumber={() => actor.send({ type: 'BACK' })}
      />
    );
  }
  if (step === 'abandoning') return <Loader lines={['Please wait while we cancel', 'your card payment']} />;
  if (step === 'abandonFailed') {
    return (
      <RetryRead
        actor={actor}
        title="We could not cancel your card payment"
        error={context.error}
        ways={[{ label: 'Enter the OTP instead', onClick: () => actor.send({ type: 'CONTINUE' }) }]}
      />
    );
  }
  if (step === 'findingPending') return <Loader lines={['Please wait while we find', 'the payment in progress']} />;
  if (step === 'rereadingDue') return <Loader lines={['Please wait while we check', 'what you can pay now']} />;
  if (step === 'alreadyPending') return <AlreadyPending actor={actor} snapshot={snapshot} />;
  if (step === 'leaving') return <Loader lines={['Taking you to your bank', 'to confirm the payment']} />;
  if (step === 'processing' || step === 'waiting') return <ConfirmingView actor={actor} snapshot={snapshot} />;
  if (step === 'awaitingOtp') return <AwaitingOtpView actor={actor} snapshot={snapshot} />;
  if (step === 'checkFailed') {
    return <RetryRead actor={actor} title="We could not read your payment's status" error={context.error} />;
  }
  return <MethodForm actor={actor} snapshot={snapshot} />;
}

/** A fee payment is already in flight: wait for its answer, or go back; paying again would be refused. */
function AlreadyPending({ actor, snapshot }: PaymentViewProps) {
  const pending = snapshot.context.transaction;
  return (
    <PageFrame
      title="A payment for your processing fee is already in progress"
      lead={
        <>
          You started a payment of <Money amount={pending?.amount} />
          {pending ? ` by ${METHOD_LABEL[pending.paymentMethod]}` : ''} and your bank has not answered yet. To keep you
          from paying twice, a new payment can start only once it ends.
        </>
      }
    >
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'WAIT' })}>
          Wait for this payment
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'DONE' })}>
          {HOME_LABEL[snapshot.context.flow]}
        </Button>
      </Actions>
    </PageFrame>
  );
}

function MethodForm({ actor, snapshot }: PaymentViewProps) {
  const { context } = snapshot;
  const starting = methodsStep(snapshot) === 'starting';
  const Panel = PANELS[context.method];
  return (
    <PageFrame
      title="Choose how to pay"
      lead={
        <>
          Paying <Money amount={context.amount} />
        </>
      }
      error={context.error}
      busy={starting}
      onSubmit={() => actor.send({ type: 'PAY' })}
    >
      <RadioGroup
        label="Payment method"
        name="method"
        options={METHODS.map((method) => ({ value: method, label: METHOD_LABEL[method] }))}
        value={context.method}
        onValueChange={(value) => actor.send({ type: 'SELECT_METHOD', method: value as PaymentMethod })}
      />
      <Panel actor={actor} snapshot={snapshot} />
      <Actions>
        {/* Not while the UPI id or the bank list is being read: the chart would drop the tap. */}
        <Button type="submit" fullWidth busy={starting} disabled={!snapshot.can({ type: 'PAY' })}>
          Pay <Money amount={context.amount} />
        </Button>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          disabled={!snapshot.can({ type: 'BACK' })}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          Change amount
        </Button>
      </Actions>
    </PageFrame>
  );
}

/** A typed field's value, its error and its CHANGE event, for a TextField to spread. */
function fieldOf({ actor, snapshot }: PaymentViewProps, field: Exclude<MethodField, 'bankCode'>) {
  return {
    name: field,
    value: snapshot.context.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      actor.send({ type: 'CHANGE', field, value: event.target.value }),
    error: snapshot.context.errors[field] ?? null,
  };
}

function CardPanel(props: PaymentViewProps) {
  const { actor, snapshot } = props;
  const network = cardNetwork(snapshot.context.values.cardNumber);
  return (
    <>
      {/* The chart groups the number in fours and puts in the expiry's slash as the user types. */}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        hint={network ? `${network} card` : undefined}
        trailing={<CardNetworkMark network={network} />}
        {...fieldOf(props, 'cardNumber')}
        onChange={(event) => {
          const input = event.target;
          const typed = input.value;
          const caret = input.selectionStart ?? typed.length;
          actor.send({ type: 'CHANGE', field: 'cardNumber', value: typed });
          if (caret >= typed.length) return;
          // Grouping rewrites the value, which puts the caret at the end: keep it after the same digit.
          const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
          const position = caretAfterDigits(formatCardNumber(typed), digitsBefore);
          requestAnimationFrame(() => input.setSelectionRange(position, position));
        }}
      />
      <TextField
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        {...fieldOf(props, 'expiry')}
      />
      <TextField label="CVV" type="password" inputMode="numeric" autoComplete="cc-csc" {...fieldOf(props, 'cvv')} />
      <Checkbox
        label="Save this card for next time"
        checked={snapshot.context.values.saveCard}
        onCheckedChange={(value) => actor.send({ type: 'SAVE_CARD', value })}
      />
    </>
  );
}

function BankPanel({ actor, snapshot }: PaymentViewProps) {
  const { context } = snapshot;
  const banks = [...(context.methods?.banks ?? []), ...context.otherBanks];
  return (
    <>
      <SelectField
        label="Your bank"
        name="bankCode"
        placeholder="Choose your bank"
        value={context.values.bankCode}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'bankCode', value })}
        error={context.errors.bankCode ?? null}
      />
      {/* Shown until the longer list is read, so Pay's busy moment moves nothing; the chart says when it works. */}
      {context.otherBanks.length === 0 ? (
        <Button
          type="button"
          variant="link"
          busy={methodsStep(snapshot) === 'otherBanks'}
          disabled={!snapshot.can({ type: 'SHOW_OTHER_BANKS' })}
          onClick={() => actor.send({ type: 'SHOW_OTHER_BANKS' })}
        >
          Other banks
        </Button>
      ) : null}
    </>
  );
}

function UpiPanel(props: PaymentViewProps) {
  const { actor, snapshot } = props;
  const { vpaName } = snapshot.context;
  return (
    <>
      <TextField
        label="UPI ID"
        autoComplete="off"
        {...fieldOf(props, 'vpa')}
        hint={vpaName ? `Verified: ${vpaName}` : 'Like name@bank'}
      />
      <Button
        type="button"
        variant="secondary"
        busy={methodsStep(snapshot) === 'verifyingVpa'}
        onClick={() => actor.send({ type: 'VERIFY_VPA' })}
      >
        Verify UPI ID
      </Button>
    </>
  );
}

/** What each method asks for under the radio. */
const PANELS: Record<PaymentMethod, (props: PaymentViewProps) => ReactNode> = {
  DEBIT_CARD: CardPanel,
  NET_BANKING: BankPanel,
  UPI: UpiPanel,
};
