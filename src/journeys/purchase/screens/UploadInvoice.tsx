import { useId } from 'react';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { Button, DateField, Money, TextField } from '../../../ui/index.ts';
import type { InvoiceDraft, InvoiceProblems } from '../../../../rules/purchase/invoice.ts';
import { INVOICE_FILE_TYPES } from '../invoice-files.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import * as styles from './purchase.css.ts';

/** Upload Invoice: each invoice's number, date, amount and document; together they come to the amount. */
export function UploadInvoice(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { context } = snapshot;
  const { send, can } = sender(props);
  const uploading = snapshot.matches({ uploadInvoice: 'uploading' });
  return (
    <PageFrame
      title="Your invoices"
      lead={
        <>
          The invoices must add up to <Money amount={context.amount} />.
        </>
      }
      error={context.invoicesError ?? context.error}
      busy={uploading}
      onSubmit={() => send({ type: 'CONTINUE' })}
    >
      {context.invoices.map((draft, index) => (
        <InvoiceRow
          // An invoice is its place in the list: rows are only added at the end or removed.
          key={index}
          {...props}
          index={index}
          draft={draft}
          problems={context.invoiceErrors[index] ?? {}}
          uploading={uploading && context.upload?.index === index}
          removable={context.invoices.length > 1}
        />
      ))}
      <Ways
        pending={uploading}
        ways={[
          { label: 'Continue', submit: true },
          {
            label: 'Add another invoice',
            variant: 'secondary',
            disabled: !can({ type: 'ADD_INVOICE' }),
            onClick: () => send({ type: 'ADD_INVOICE' }),
          },
          { label: 'Back', variant: 'link', onClick: () => send({ type: 'BACK' }) },
        ]}
      />
    </PageFrame>
  );
}

interface RowProps extends PurchaseScreenProps {
  index: number;
  draft: InvoiceDraft;
  problems: InvoiceProblems;
  uploading: boolean;
  removable: boolean;
}

function InvoiceRow(props: RowProps) {
  const { index, draft, problems, uploading, removable } = props;
  const { send, can } = sender(props);
  const fileId = useId();
  const change = (field: 'number' | 'date' | 'amount', value: string) =>
    send({ type: 'CHANGE_INVOICE', index, field, value });
  return (
    <fieldset className={styles.invoiceRow}>
      <legend className={styles.invoiceLegend}>Invoice {index + 1}</legend>
      <TextField
        label="Invoice number"
        value={draft.number}
        error={problems.number ?? null}
        onChange={(event) => change('number', event.target.value)}
      />
      <DateField
        label="Invoice date"
        value={draft.date}
        error={problems.date ?? null}
        onChange={(event) => change('date', event.target.value)}
      />
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        value={draft.amountTyped}
        error={problems.amount ?? null}
        onChange={(event) => change('amount', event.target.value)}
      />
      <label htmlFor={fileId}>Invoice document (PDF, PNG or JPEG, up to 5 MB)</label>
      <input
        id={fileId}
        type="file"
        accept={INVOICE_FILE_TYPES.join(',')}
        disabled={!can({ type: 'FILE_CHOSEN', index, file: new File([], '') })}
        aria-describedby={`${fileId}-state`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send({ type: 'FILE_CHOSEN', index, file });
          event.target.value = '';
        }}
      />
      <p id={`${fileId}-state`} className={problems.document ? undefined : styles.muted} role="status">
        {uploading
          ? 'Adding the document…'
          : (problems.document ??
            (draft.document ? `${draft.document.displayName} (${Math.ceil(draft.document.size / 1024)} KB)` : ''))}
      </p>
      {removable ? (
        <Button variant="link" onClick={() => send({ type: 'REMOVE_INVOICE', index })}>
          Remove invoice {index + 1}
        </Button>
      ) : null}
    </fieldset>
  );
}
