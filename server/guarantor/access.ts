import type { Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { bearerToken } from '../auth/require-customer.ts';
import { forbidden, unauthorized } from '../kit/errors.ts';
import { findGuarantorById, findGuarantorDetails, listGuarantorLoans } from '../db/guarantors.ts';
import type { GuarantorLoan, GuarantorRow, GuarantorStatus } from '../db/guarantors.ts';

// Who may call the guarantor journey's endpoints: a guarantor's own token, for their own id.
// A customer token is valid but opens no guarantor record (403, not 401, so the app does not log
// the customer out); another guarantor's id is someone else's record (403).

/** The calling guarantor's row, when the token is a guarantor's; `id` (from the path) must be theirs. */
export async function ownGuarantor(deps: SandboxDeps, c: Context<SandboxEnv>, id?: string): Promise<GuarantorRow> {
  const token = await bearerToken(deps, c);
  if (!token.isGuarantor) throw forbidden('A customer login cannot open a guarantor’s records.');
  const guarantor = findGuarantorById(deps.db, token.sub);
  if (!guarantor) throw unauthorized('This account no longer exists. Please log in again.');
  if (id !== undefined && id !== guarantor.id) throw forbidden('This guarantor record belongs to someone else.');
  return guarantor;
}

export type GuarantorSummary = {
  guarantorId: string;
  status: GuarantorStatus;
  loans: GuarantorLoan[];
  details: {
    maskedPan: string | null;
    fullName: string | null;
    dateOfBirth: string | null;
    email: string | null;
    relation: string | null;
  } | null;
};

const maskPan = (pan: string): string => `XXXXX${pan.slice(5)}`;

/** §3 "Guarantor data": status and loans, with what the guarantor has told the lender so far. */
export function summaryOf(deps: SandboxDeps, guarantorId: string): GuarantorSummary {
  const guarantor = findGuarantorById(deps.db, guarantorId);
  if (!guarantor) throw new Error('summary of a guarantor that does not exist');
  const details = findGuarantorDetails(deps.db, guarantorId);
  return {
    guarantorId,
    status: guarantor.status,
    loans: listGuarantorLoans(deps.db, guarantorId),
    details: details
      ? {
          maskedPan: details.pan_number ? maskPan(details.pan_number) : null,
          fullName: details.full_name,
          dateOfBirth: details.date_of_birth,
          email: details.email,
          relation: details.relation,
        }
      : null,
  };
}
