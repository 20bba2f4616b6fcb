import { useReceipt } from '../use-receipt.ts';
import { Button } from '../../../ui/index.ts';
import * as styles from './receipt.css.ts';

export interface ReceiptDownloadProps {
  transactionId: string;
  /**
   * Names the payment for a screen reader where several buttons share a screen (the history); it
   * starts with the visible text, "Download receipt".
   */
  label?: string;
  fullWidth?: boolean;
}

/** "Download receipt" for one successful payment: busy while the PDF comes, then its file name or why not. */
export function ReceiptDownload(props: ReceiptDownloadProps) {
  // Keyed by the payment: a row that comes to show another payment (a new period) gets a new button,
  // never the last payment's machine.
  return <ReceiptButton key={props.transactionId} {...props} />;
}

function ReceiptButton({ transactionId, label, fullWidth = false }: ReceiptDownloadProps) {
  const receipt = useReceipt(transactionId);
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
        {receipt.busy ? 'Downloading receipt…' : 'Download receipt'}
      </Button>
      <p role="status" className={styles.note}>
        {receipt.savedAs ? `Receipt saved as ${receipt.savedAs}` : ''}
      </p>
      {receipt.error ? (
        <p role="alert" className={styles.problem}>
          {receipt.error}
        </p>
      ) : null}
    </div>
  );
}
