// How the sandbox writes an amount of rupees, on its pages, notifications and documents: §9's
// rule (whole rupees without decimals, anything else with two) in Indian digit grouping. PDFs
// write "Rs." instead of the sign: their standard fonts have no ₹.

export type RupeeSign = '₹' | 'Rs.';

export function rupees(amount: number, sign: RupeeSign = '₹'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const figure = amount.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return sign === '₹' ? `₹${figure}` : `Rs. ${figure}`;
}
