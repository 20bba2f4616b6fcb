import { isoAt, type SandboxDeps } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { findApplicationById, updateApplication, type ApplicationRow } from '../db/customers.ts';
import { positionOf, type ApplicationAnswer } from '../application/advance.ts';
import { MandateErrorCodes } from './rules.ts';

/**
 * PATCH /v1/creditloan/{loanId}/post-approval-submission after the mandate: a registered mandate
 * hands the application to the lender's agreement (nbfcApproved). Sent again, it answers the same.
 */
export function submitAfterMandate(deps: SandboxDeps, application: ApplicationRow): ApplicationAnswer {
  if (application.status === 'nbfcApproved') return positionOf(application);
  if (application.status !== 'emandateRegistered') {
    throw new HttpError(409, MandateErrorCodes.notRegistered, 'Register your repayment mandate first.');
  }
  const nowIso = isoAt(deps.now());
  return deps.db.transaction(() => {
    updateApplication(
      deps.db,
      application.id,
      { status: 'nbfcApproved', sub_status: 'agreementPending', next_action: null },
      nowIso,
    );
    return positionOf(findApplicationById(deps.db, application.id) as ApplicationRow);
  })();
}
