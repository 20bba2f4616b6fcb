import { failureCode } from '../failure.ts';

/** The lender's answer for a customer with no credit account yet (404): before activation. */
export const NO_CREDIT_ACCOUNT = 'EPL-40410';

/** True when the statement cannot exist yet: the credit line is not active, which is not a failure. */
export function noCreditAccount(error: unknown): boolean {
  return failureCode(error) === NO_CREDIT_ACCOUNT;
}
