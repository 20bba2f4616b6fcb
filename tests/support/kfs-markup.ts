// The KFS's fields and how a test reads them from the screen's markup and the PDF's text, for every
// screen-against-PDF test of a KFS (tests/screens/agreement/, tests/screens/edi/).

/** Annex A's fields, by the names the KFS gives them (Part 1 then Part 2). */
export const ANNEX_A = [
  'Proposal number',
  'Valid until',
  'Type of loan',
  'Sanctioned amount',
  'Disbursal schedule',
  'Tenure',
  'Type of instalments',
  'Number of instalments',
  'Instalment amount',
  'Repayment starts',
  'Interest rate type',
  'Rate of interest',
  'Processing fee',
  'Insurance charges',
  'Valuation fees',
  'Stamp duty',
  'Net disbursed amount',
  'Total interest',
  'Annual Percentage Rate (APR)',
  'Penal charges',
  'Other penal charges',
  'Foreclosure charges',
  'Switching charges',
  'Recovery agents',
  'Grievance redressal',
  'Grievance officer',
  'Transfer or securitisation',
  'Co-lending',
  'Cooling-off (look-up) period',
  'LSP acting as recovery agent',
];
/** A floating rate's benchmark block (Annex A item 4). */
export const BENCHMARK = ['Benchmark', 'Spread', 'Reset', 'If the benchmark rises 0.25%'];
export const ANNEX_C = ['Instalment no.', 'Outstanding principal', 'Principal', 'Interest', 'Instalment'];

/** Every amount, as paise, in the order written: "₹3,60,000" on the screen is "Rs. 3,60,000" in the PDF. */
export const amounts = (text: string) =>
  [...text.matchAll(/(?:₹|Rs\. )([\d,]+(?:\.\d{2})?)/g)].map((match) =>
    Math.round(Number((match[1] ?? '').replace(/,/g, '')) * 100),
  );
export const percents = (text: string) => [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]));
export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const textOf = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
/** The text of each element `tag` in the markup, in order. */
export const each = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map((match) =>
    textOf((match[1] ?? '').replace(/<[^>]+>/g, '')),
  );
