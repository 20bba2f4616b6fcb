import type { Paise } from './paise.ts';

// Money per §9: Indian rupees, en-IN grouping (₹12,34,567), up to 2 decimals. Amounts arrive as
// integer paise (./paise.ts) and become rupees here, at display, and nowhere else.
//
// Choices the spec leaves open, fixed here so every screen agrees:
// - A whole amount shows no decimals (₹2,500); any other amount shows exactly two
//   (₹2,500.50, not ₹2,500.5), because a single paisa digit reads as a typo in money.
// - null and undefined are ₹0: the server sends null for "not known yet" and the UI never shows "NaN".
// - Negative amounts keep their sign as -₹2,500: dropping it would misstate what the user owes.
//   (A credit balance is not shown this way: its screens say in words that the lender owes it.)
// The symbol is prefixed by hand rather than through Intl's currency style, whose
// output ("₹" vs "Rs." and spacing) varies with the ICU version of the browser.

const RUPEE = '₹';

// Grouping of the whole rupees only: the paise are appended as two digits, so no float is formatted.
const wholeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatMoney(amount: Paise | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isSafeInteger(amount) || amount === 0) return `${RUPEE}0`;
  const magnitude = Math.abs(amount);
  const rupees = Math.floor(magnitude / 100);
  const paise = magnitude % 100;
  const sign = amount < 0 ? '-' : '';
  const fraction = paise === 0 ? '' : `.${String(paise).padStart(2, '0')}`;
  return `${sign}${RUPEE}${wholeFormat.format(rupees)}${fraction}`;
}
