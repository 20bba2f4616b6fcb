// Money per §9: Indian rupees, en-IN grouping (₹12,34,567), up to 2 decimals.
//
// Choices the spec leaves open, fixed here so every screen agrees:
// - A whole amount shows no decimals (₹2,500); any other amount shows exactly two
//   (₹2,500.50, not ₹2,500.5), because a single paisa digit reads as a typo in money.
// - The amount is rounded to paise first, so 2500.004 is whole and shows ₹2,500.
// - Anything whose magnitude is under 0.01 is ₹0, and so are null, undefined, NaN and
//   ±Infinity: the server sends null for "not known yet" and the UI never shows "NaN".
// - Negative amounts (refunds, credits) keep their sign as -₹2,500: dropping it would
//   misstate what the user owes.
// The symbol is prefixed by hand rather than through Intl's currency style, whose
// output ("₹" vs "Rs." and spacing) varies with the ICU version of the browser.

const RUPEE = '₹';

const wholeFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const paiseFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return `${RUPEE}0`;
  const magnitude = Math.abs(amount);
  if (magnitude < 0.01) return `${RUPEE}0`;
  const paise = Math.round(magnitude * 100);
  const sign = amount < 0 ? '-' : '';
  const digits = paise % 100 === 0 ? wholeFormat.format(paise / 100) : paiseFormat.format(paise / 100);
  return `${sign}${RUPEE}${digits}`;
}
