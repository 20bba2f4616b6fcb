import { useState, type FormEvent, type ReactNode } from 'react';
import type { SpendTransaction } from '../../../../machines/purchase/types.ts';
import type { Paise } from '../../../../rules/money/paise.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import {
  Button,
  Loader,
  Money,
  RadioGroup,
  TextField,
  type RadioGroupProps,
  type TextFieldProps,
} from '../../../ui/index.ts';
import * as styles from './purchase.css.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

// The pieces several purchase screens are made of: written once here.

/** A radio group's options from a value → label record, in its order. */
export function optionsOf<const T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** A screen whose figures are still being read: its title and the Loader. */
export function Reading({ title }: { title: string }) {
  return (
    <PageFrame title={title} busy>
      <Loader />
    </PageFrame>
  );
}

export function MoneyFact({ label, amount }: { label: string; amount: Paise | null }) {
  return (
    <Fact label={label}>
      <Money amount={amount} />
    </Fact>
  );
}

/** A spend's payee, amount and transaction id (and `children`, facts between them). */
export function SpendFacts({
  transaction,
  payee,
  children,
}: {
  transaction: SpendTransaction;
  payee: string;
  children?: ReactNode;
}) {
  return (
    <Facts label="Payment">
      <Fact label={payee}>{transaction.supplierName}</Fact>
      <MoneyFact label="Amount" amount={transaction.amount} />
      {children}
      <Fact label="Transaction ID">{transaction.transactionId}</Fact>
    </Facts>
  );
}

/** A form's ways: its submit (busy while it saves) and a way back as a link. */
export function FormWays({
  submit,
  saving,
  back,
  onBack,
}: {
  submit: string;
  saving: boolean;
  back: string;
  onBack: () => void;
}) {
  return (
    <Ways
      pending={saving}
      ways={[
        { label: submit, submit: true, busy: saving },
        { label: back, variant: 'link', onClick: onBack },
      ]}
    />
  );
}

/** An mPIN box: digits only, hidden as typed, never filled in by the browser. */
export function MpinField({
  onDigits,
  ...props
}: Omit<TextFieldProps, 'onChange'> & {
  onDigits: (mpin: string) => void;
}) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** One field and its own button beside it (a search, a pasted link): `onText` gets what was typed. */
export function FieldWithButton({
  button,
  onText,
  role,
  initial = '',
  ...field
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  button: string;
  onText: (text: string) => void;
  initial?: string;
  role?: 'search';
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onText(text.trim());
  };
  return (
    <form role={role} className={styles.search} onSubmit={submit}>
      <TextField {...field} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </form>
  );
}

/** A form screen's words: its title, lead, submit and way back. */
export interface FormCopy {
  title: string;
  lead: string;
  submit: string;
  back: string;
}

/**
 * A form screen: its words, the chart's alert, its fields in a column, Submit (SUBMIT, busy while
 * `saving`) and the way back (`backBy`, BACK or CANCEL).
 */
export function FormFrame({
  copy,
  saving,
  backBy,
  children,
  ...screen
}: PurchaseScreenProps & { copy: FormCopy; saving: boolean; backBy: 'BACK' | 'CANCEL'; children: ReactNode }) {
  const { send, context } = sender(screen);
  return (
    <PageFrame
      title={copy.title}
      lead={copy.lead}
      error={context.error}
      busy={saving}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <div className={styles.fieldset}>{children}</div>
      <FormWays submit={copy.submit} saving={saving} back={copy.back} onBack={() => send({ type: backBy })} />
    </PageFrame>
  );
}

/** One of a few choices, side by side (how a supplier is paid, how an invitation goes). */
export function Choice(
  props: Omit<RadioGroupProps, 'onValueChange' | 'orientation'> & { onChoose: (value: string) => void },
) {
  const { onChoose, ...group } = props;
  return <RadioGroup {...group} orientation="horizontal" onValueChange={onChoose} />;
}
