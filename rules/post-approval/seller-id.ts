/** A marketplace seller id as the lender takes it: 4 to 30 letters, digits or hyphens. */
export function sellerIdProblem(typed: string | undefined): string | null {
  const value = (typed ?? '').trim();
  if (value === '') return 'Enter your seller id on this marketplace';
  return /^[A-Za-z0-9-]{4,30}$/.test(value) ? null : 'Use 4 to 30 letters, digits or hyphens';
}
