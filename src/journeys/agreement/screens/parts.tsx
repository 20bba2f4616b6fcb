import { useObjectUrl } from '../../../kit/use-object-url.ts';
import { PdfPages } from '../../../ui/index.ts';
import * as styles from './agreement.css.ts';

export interface PdfProps {
  /** What the document is: the frame's title and the download's name. */
  title: string;
  fileName: string;
  file: Blob | null;
  /** Shown (announced) while the PDF is read. */
  loading: boolean;
}

/** A PDF drawn in the page (src/ui's PdfPages, not the browser's viewer), with a download link. */
export function Pdf({ title, fileName, file, loading }: PdfProps) {
  const url = useObjectUrl(file);
  // "Loan agreement" reads "the loan agreement" in a sentence; a document's own name, written in
  // Title Case ("Key Fact Statement", as the RBI names it), keeps its capitals.
  const inSentence = /\s[A-Z]/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
  if (loading || !file || !url) {
    return (
      <p role="status" className={styles.note}>
        Loading the document…
      </p>
    );
  }
  return (
    <>
      <PdfPages title={title} file={file} />
      <a className={styles.download} href={url} download={fileName}>
        Download the {inSentence} (PDF)
      </a>
    </>
  );
}
