import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import type { BankField } from '../../../../rules/post-approval/bank-account.ts';
import { Loader, RadioGroup, TextField, type TextFieldProps } from '../../../ui/index.ts';
import { PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { branchLine } from './branch-line.ts';
import { PostApprovalPage } from './PostApprovalFrame.tsx';
import * as styles from './screens.css.ts';

const TITLE = 'Bank details';
const ACCOUNT_TYPES = [
  { value: 'savings', label: 'Savings' },
  { value: 'current', label: 'Current' },
];

const mismatchSentence = (nameAtBank: string) =>
  `Your bank has this account in the name ${nameAtBank}. Enter the holder name exactly as your bank ` +
  'writes it, or use an account in your own or your business’s name.';
const INVALID_ACCOUNT =
  'The bank says this account does not exist or cannot receive money. ' +
  'Check the account number and IFSC, or use another account.';

function Unverified({ actor }: { actor: PostApprovalActorRef }) {
  const verification = useSelector(actor, (s) => s.context.bank.verification);
  const mismatch = verification?.result === 'nameMismatch';
  return (
    <PageFrame
      title={mismatch ? 'The name does not match' : 'This account could not be verified'}
      error={mismatch ? mismatchSentence(verification?.nameAtBank ?? '') : INVALID_ACCOUNT}
    >
      <Ways ways={[{ label: 'Edit bank details', onClick: () => actor.send({ type: 'EDIT' }) }]} />
    </PageFrame>
  );
}

function Cheque({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const account = snapshot.context.bank.info?.bankAccount;
  const busy = snapshot.matches({ bankDetails: 'uploadingCheque' });
  return (
    <PageFrame
      title="Cancelled cheque"
      lead={account ? `Verified: ${account.bankName}, account ${account.accountNumber}.` : undefined}
      error={snapshot.context.problem}
      busy={busy}
    >
      <p className={styles.note}>Upload a photo or PDF of a cancelled cheque of this account (PDF, JPEG or PNG).</p>
      <label>
        Cheque photo or PDF
        <input
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) actor.send({ type: 'CHEQUE_CHOSEN', file });
          }}
        />
      </label>
      {busy ? <p role="status">Uploading…</p> : null}
    </PageFrame>
  );
}

/**
 * An account number typed blind (masked, never autofilled) and typed twice, so a slip is caught;
 * spaces a cheque book prints or a paste carries are dropped as typed.
 */
function AccountNumberField(
  props: Pick<TextFieldProps, 'label' | 'value' | 'error'> & { onChange: (value: string) => void },
) {
  return (
    <TextField
      label={props.label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value.replace(/\s/g, ''))}
    />
  );
}

function Form({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { values, errors, branch } = snapshot.context.bank;
  const busy = snapshot.matches({ bankDetails: 'verifying' });
  const lookingUp = snapshot.matches({ bankDetails: 'lookingUp' });
  const change = (field: BankField) => (value: string) => actor.send({ type: 'FIELD_CHANGED', field, value });
  return (
    <StepFrame
      step={actor}
      title={TITLE}
      lead="The account your credit line pays into and collects from."
      error={snapshot.context.problem}
      busy={busy}
    >
      <TextField
        label="IFSC"
        hint="11 characters, printed on your cheque book"
        autoCapitalize="characters"
        maxLength={11}
        value={values.ifsc}
        error={errors.ifsc}
        onChange={(event) => change('ifsc')(event.target.value)}
      />
      <p className={styles.branch} role="status">
        {branchLine({ lookingUp, branch, ifscError: errors.ifsc ?? null })}
      </p>
      <AccountNumberField
        label="Account number"
        value={values.accountNumber}
        error={errors.accountNumber}
        onChange={change('accountNumber')}
      />
      <AccountNumberField
        label="Account number again"
        value={values.confirmAccountNumber}
        error={errors.confirmAccountNumber}
        onChange={change('confirmAccountNumber')}
      />
      <RadioGroup
        label="Account type"
        options={ACCOUNT_TYPES}
        value={values.accountType}
        error={errors.accountType}
        onValueChange={change('accountType')}
        required
      />
      <TextField
        label="Account holder name"
        autoComplete="name"
        value={values.holderName}
        error={errors.holderName}
        onChange={(event) => change('holderName')(event.target.value)}
      />
      <Ways ways={[{ label: 'Verify and continue', submit: true, busy }]} />
    </StepFrame>
  );
}

function BankScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.matches({ bankDetails: 'loading' })) return <Loader />;
  if (snapshot.matches({ bankDetails: 'failed' }))
    return <RetryFrame title={TITLE} error={snapshot.context.problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (snapshot.matches({ bankDetails: 'unverified' })) return <Unverified actor={actor} />;
  if (snapshot.matches({ bankDetails: 'cheque' }) || snapshot.matches({ bankDetails: 'uploadingCheque' }))
    return <Cheque actor={actor} />;
  return <Form actor={actor} />;
}

/** /signup/bank-details: the account, its penny-drop check, and the cancelled cheque. */
export default function BankDetails() {
  return <PostApprovalPage screen="bankDetails">{(actor) => <BankScreen actor={actor} />}</PostApprovalPage>;
}
