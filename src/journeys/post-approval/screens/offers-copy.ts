// The offers page's words, in one place.
export const OFFERS_COPY = {
  title: 'Choose your lender',
  lead: 'Every lender that approved you is shown in the same way. Compare them and choose one.',
  orderNote: 'Listed by the lender’s registered name, A to Z. The order does not say which offer is better.',
  amountLabel: 'Amount you want (₹)',
  choose: 'Continue with this lender',
  details: 'Key facts',
} as const;
