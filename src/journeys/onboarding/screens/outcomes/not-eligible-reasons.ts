// The lender's reason codes (docs/api-contract.md submit → result.reason) in words.
const REASONS: Record<string, string> = {
  businessVintage: 'Your business has not been running long enough yet.',
  lowTurnover: 'Your annual turnover is below what the lender needs.',
};

export const GENERIC_REASON = 'Your application does not meet the lender’s criteria right now.';

export function notEligibleReason(code: string | null | undefined): string {
  return (code && REASONS[code]) || GENERIC_REASON;
}
