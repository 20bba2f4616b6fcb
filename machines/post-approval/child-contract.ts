// What the post-approval parent gives each of its large children (bank statement, documents) and
// what it gets back: the status the lender answered after the child's last call. The parent routes
// by that status through the status table, never by which child finished.

export interface PostApprovalChildInput {
  applicationId: string;
  /** The loan the chosen offer created (select-nbfc), when there is one. */
  loanId: string | null;
}

export interface PostApprovalChildOutput {
  status: string;
}

/** The output of a child that finished: its status, which a final state always holds. */
export function childOutput(status: string | null): PostApprovalChildOutput {
  if (status === null) throw new Error('A post-approval child finishes only with the lender’s status');
  return { status };
}
