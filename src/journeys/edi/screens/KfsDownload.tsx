import { useState } from 'react';
import type { Paise } from '../../../../rules/money/paise.ts';
import { ediKfsPdf } from '../runtime.ts';
import { Button } from '../../../ui/index.ts';
import * as styles from './edi.css.ts';

/**
 * Download the KFS the page shows as the lender's PDF (the same lines and figures: server/lenders/kfs-pdf.ts),
 * to keep. Busy while it is fetched; a failure is said in a sentence beside the button, which stays usable.
 */
export function KfsDownload({ quote, disabled }: { quote: { amount: Paise; tenureDays: number }; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await ediKfsPdf(quote));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'key-fact-statement.pdf';
      link.click();
      // The browser has the file once the click is handled; the URL is not needed after.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button type="button" variant="secondary" busy={busy} disabled={disabled || busy} onClick={() => void download()}>
        Download the Key Fact Statement (PDF)
      </Button>
      {failed ? (
        <p className={styles.note} role="alert">
          We could not fetch the Key Fact Statement just now. Please try again.
        </p>
      ) : null}
    </div>
  );
}
