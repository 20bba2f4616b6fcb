import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { RadioGroup, TextField } from '../../../ui/index.ts';
import type { PayBy, SupplierField } from '../../../../rules/purchase/supplier-form.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import * as styles from './purchase.css.ts';

const PAY_BY = [
  { value: 'bank', label: 'Bank account' },
  { value: 'upi', label: 'UPI id' },
] as const;

/** Add Supplier: name, GSTIN, and a bank account (the lender sends ₹1 to check it) or a UPI id. */
export function AddSupplier(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { supplierForm: form, supplierErrors: errors, error } = snapshot.context;
  const { send } = sender(props);
  const saving = snapshot.matches({ addSupplier: 'saving' });
  const field = (name: SupplierField) => ({
    value: form[name],
    error: errors[name] ?? null,
    disabled: saving,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'CHANGE_SUPPLIER', field: name, value: event.target.value }),
  });
  return (
    <PageFrame
      title="Add a supplier"
      lead="We check the bank account by sending ₹1 to it, so your payments reach the right business."
      error={error}
      busy={saving}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <div className={styles.fieldset}>
        <TextField label="Business name" autoComplete="organization" {...field('name')} />
        <TextField label="GSTIN" autoCapitalize="characters" {...field('gstin')} />
        <RadioGroup
          label="Pay them to"
          options={PAY_BY}
          value={form.payBy}
          disabled={saving}
          orientation="horizontal"
          onValueChange={(value) => send({ type: 'CHOOSE_PAY_BY', payBy: value as PayBy })}
        />
        {form.payBy === 'bank' ? (
          <>
            <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
            <TextField label="IFSC" autoCapitalize="characters" {...field('ifsc')} />
          </>
        ) : (
          <TextField label="UPI id" hint="Like business@okhdfc" autoComplete="off" {...field('vpa')} />
        )}
      </div>
      <Ways
        pending={saving}
        ways={[
          { label: 'Add supplier', submit: true, busy: saving },
          { label: 'Back to suppliers', variant: 'link', onClick: () => send({ type: 'BACK' }) },
        ]}
      />
    </PageFrame>
  );
}
