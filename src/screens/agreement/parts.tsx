import { useEffect, useMemo, type ReactNode } from 'react';
import * as styles from './agreement.css.ts';

/** One term and its value in a facts list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The object URL of a PDF while it is shown; revoked when it goes. */
function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export interface PdfProps {
  /** What the document is: the frame's title and the download's name. */
  title: string;
  fileName: string;
  file: Blob | null;
  /** Shown (announced) while the PDF is read. */
  loading: boolean;
}

/**
 * A PDF shown in the page, the way upload previews are (the browser's own viewer, keyboard and
 * screen-reader friendly), with a download link beside it.
 */
export function Pdf({ title, fileName, file, loading }: PdfProps) {
  const url = useObjectUrl(file);
  if (loading || !url) {
    return (
      <p role="status" className={styles.note}>
        Loading the document…
      </p>
    );
  }
  return (
    <>
      <iframe className={styles.document} src={url} title={`${title} (PDF)`} />
      <a className={styles.download} href={url} download={fileName}>
        Download the {title.toLowerCase()} (PDF)
      </a>
    </>
  );
}
