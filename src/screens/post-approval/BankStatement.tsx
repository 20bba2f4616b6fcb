import { usePostApprovalChild } from '../../journeys/post-approval/child-actor.tsx';
import { BankStatementView, type BankStatementRef } from './BankStatementView.tsx';

/** /signup/bank-statement: the post-approval parent's bank statement child. */
export default function BankStatement() {
  return <BankStatementView statement={usePostApprovalChild('bankStatement') as BankStatementRef | null} />;
}
