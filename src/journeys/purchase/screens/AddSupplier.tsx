import { Choice, FormFrame, type FormCopy, optionsOf } from './parts.tsx';
import { TextField } from '../../../ui/index.ts';
import type { PayBy, SupplierField } from '../../../../rules/purchase/supplier-form.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

const PAY_BY = optionsOf({ bank: 'Bank account', upi: 'UPI ID' });

const COPY: FormCopy = {
  title: 'Add a supplier',
  lead: 'We check the bank account by sending ₹1 to it, so your payments reach the right business.',
  submit: 'Add supplier',
  back: 'Back to suppliers',
};

/** Add Supplier: name, GSTIN, and a bank account (the lender sends ₹1 to check it) or a UPI id. */
export function AddSupplier(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { supplierForm: form, supplierErrors: errors } = snapshot.context;
  const { send } = sender(props);
  const saving = snapshot.matches({ addSupplier: 'saving' });
  const field = (name: SupplierField) => ({
    value: form[name],
    error: errors[name] ?? null,
    disabled: saving,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'CHANGE_SUPPLIER', field: name, value: event.target.value }),
  });
  const payBy = (value: string) => send({ type: 'CHOOSE_PAY_BY', payBy: value as PayBy });
  return (
    <FormFrame {...props} copy={COPY} saving={saving} backBy="BACK">
      <TextField label="Business name" autoComplete="organization" {...field('name')} />
      <TextField label="GSTIN" autoCapitalize="characters" {...field('gstin')} />
      <Choice label="Pay them to" options={PAY_BY} value={form.payBy} disabled={saving} onChoose={payBy} />
      {form.payBy === 'bank' ? (
        <>
          <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
          <TextField label="IFSC" autoCapitalize="characters" {...field('ifsc')} />
        </>
      ) : (
        <TextField label="UPI ID" hint="Like business@okhdfc" autoComplete="off" {...field('vpa')} />
      )}
    </FormFrame>
  );
}
