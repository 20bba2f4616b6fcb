import { nodePdfJsOptions, pdfjs } from '../../fixtures/pdf/node-pdf-tools.ts';

// A PDF's text as a reader (or a screen reader) gets it, through pdf.js: one string per page,
// each drawn text run on its own line (pdf.js's spacer runs left out).

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await pdfjs.getDocument({ ...nodePdfJsOptions, data: bytes.slice() }).promise;
  const pages: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    const runs = content.items.map((item) => ('str' in item ? item.str : '')).filter((run) => run.trim() !== '');
    pages.push(runs.join('\n'));
  }
  await document.destroy();
  return pages;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}

export async function responsePdfText(response: Response): Promise<string> {
  if (response.status !== 200) throw new Error(`expected a PDF, got ${response.status}: ${await response.text()}`);
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error('not a PDF answer');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

/** An amount as documents print it: the sign, Indian grouping (1,23,456), the paise when given. */
export const GROUPED_AMOUNT = /^(?:₹|Rs\. )(?:\d{1,2}(?:,\d{2})*,)?\d{1,3}(?:\.\d{2})?$/;
