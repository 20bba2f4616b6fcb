import { useEffect, useState } from 'react';
import { loadPdfReader } from '../lib/pdf/index.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import * as styles from './pdf-pages.css.ts';

export interface PdfPagesProps {
  /** What the document is, for the page images' names. */
  title: string;
  file: Blob;
}

interface ShownPage {
  url: string;
  width: number;
  height: number;
  text: string;
}

type Drawing = { kind: 'drawing' } | { kind: 'shown'; pages: ShownPage[] } | { kind: 'failed' };

/**
 * A PDF drawn page by page in the screen. Each page is an image a sighted reader zooms, and its
 * text for a screen reader; nothing takes the focus. A document that cannot be drawn says so;
 * the screen keeps its download link beside it.
 */
export function PdfPages({ title, file }: PdfPagesProps) {
  // The outcome is kept with the file it is for: a new file shows "Opening" until it is drawn.
  const [drawn, setDrawn] = useState<{ file: Blob; drawing: Drawing } | null>(null);
  const drawing: Drawing = drawn?.file === file ? drawn.drawing : { kind: 'drawing' };
  useEffect(() => {
    let live = true;
    const urls: string[] = [];
    loadPdfReader()
      .then(({ renderPages }) => renderPages(file))
      .then((rendered) => {
        const pages = rendered.map(({ image, width, height, text }) => {
          const url = URL.createObjectURL(
            new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: `image/${image.type}` }),
          );
          urls.push(url);
          return { url, width, height, text };
        });
        if (live) setDrawn({ file, drawing: { kind: 'shown', pages } });
      })
      .catch(() => {
        if (live) setDrawn({ file, drawing: { kind: 'failed' } });
      });
    return () => {
      live = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [file]);

  if (drawing.kind === 'drawing') return <p role="status">Opening the {title.toLowerCase()}…</p>;
  if (drawing.kind === 'failed') {
    return <p role="alert">We could not show the {title.toLowerCase()} here. Please download it to read it.</p>;
  }
  const total = drawing.pages.length;
  return (
    // Focusable because it scrolls: a keyboard user reaches it and scrolls it with the arrow keys.
    <ol className={styles.pages} aria-label={`${title}, ${total} ${total === 1 ? 'page' : 'pages'}`} tabIndex={0}>
      {drawing.pages.map((page, index) => (
        <li key={page.url}>
          <img
            className={styles.page}
            src={page.url}
            width={page.width}
            height={page.height}
            alt={`${title}, page ${index + 1} of ${total}`}
          />
          {page.text ? <VisuallyHidden>{page.text}</VisuallyHidden> : null}
        </li>
      ))}
    </ol>
  );
}
