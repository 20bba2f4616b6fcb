import type { SandboxDeps } from '../context.ts';
import { creditAccountOf, eSignUrl } from './access.ts';
import { eSignStatusAt, isSettled } from '../providers/esign/status.ts';
import { findAgreementOfApplication, latestESignRequest } from './store.ts';

// What home says about the agreement (§3): the credit account once the line is live, and the
// e-sign page while a request waits for the signer.

export function agreementHomeFields(deps: SandboxDeps, applicationId: string, nowMs: number, origin: string) {
  const { db } = deps;
  const agreement = findAgreementOfApplication(db, applicationId);
  const account = agreement ? creditAccountOf(db, agreement, nowMs) : null;
  const request = agreement && agreement.signed_at === null ? latestESignRequest(db, agreement.loan_id) : undefined;
  const waiting = request && !isSettled(eSignStatusAt(request.status, request.expires_at_ms, nowMs));
  return {
    creditAccountInfo: account
      ? { loanId: account.loanId, creditLimit: account.creditLimit, availableLimit: account.availableLimit }
      : null,
    esignUrl: waiting && request ? eSignUrl(deps, origin, request.id) : null,
  };
}
