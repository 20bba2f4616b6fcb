import { useReceipt } from '../use-receipt.ts';
import type { ReceiptRequest } from '../api/receipt.ts';
import { Button } from '../../../ui/index.ts';
import * as styles from './receipt.css.ts';

export type ReceiptDownloadProps = ReceiptRequest & {
  /**
   * Names the payment for a screen reader where several buttons share a screen (the history); it
   * starts with the visible text, "Download receipt".
   */
  label?: string;
  fullWidth?: boolean;
};

/**
 * "Download receipt" for one successful payment, "Download tax invoice" for a paid processing fee:
 * busy while the PDF comes, then its file name or why not.
 */
export function ReceiptDownload(props: ReceiptDownloadProps) {
  // Keyed by the payment: a row that comes to show another payment (a new period) gets a new button,
  // never the last payment's machine.
  const key = 'processingFeeId' in props ? props.processingFeeId : props.transactionId;
  return <ReceiptButton key={key} {...props} />;
}

function ReceiptButton({ label, fullWidth = false, ...request }: ReceiptDownloadProps) {
  const receipt = useReceipt(request);
  const what = 'processingFeeId' in request ? 'tax invoice' : 'receipt';
  return (
    <div className={styles.receipt}>
      <Button
        type="button"
        variant="secondary"
        fullWidth={fullWidth}
        busy={receipt.busy}
        aria-label={label}
        onClick={receipt.download}
      >
        {receipt.busy ? `Downloading ${what}…` : `Download ${what}`}
      </Button>
      <p role="status" className={styles.note}>
        {receipt.savedAs ? `${what === 'receipt' ? 'Receipt' : 'Tax invoice'} saved as ${receipt.savedAs}` : ''}
      </p>
      {receipt.error ? (
        <p role="alert" className={styles.problem}>
          {receipt.error}
        </p>
      ) : null}
    </div>
  );
}
