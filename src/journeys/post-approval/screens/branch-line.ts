import type { Branch } from '../../../../rules/post-approval/bank-account.ts';

export const BRANCH_PENDING = 'Your bank and branch show here once the IFSC is complete.';

/**
 * The line under the IFSC: the branch found, the lookup under way, or what will show there. Empty
 * while the field shows a problem, so the field says one thing at a time ("No bank branch has
 * this IFSC" never sits beside "once the IFSC is complete").
 */
export function branchLine(state: { lookingUp: boolean; branch: Branch | null; ifscError: string | null }): string {
  if (state.lookingUp) return 'Looking up your branch…';
  if (state.branch) return `${state.branch.bankName}, ${state.branch.branch}, ${state.branch.city}`;
  return state.ifscError ? '' : BRANCH_PENDING;
}
