import * as v from 'valibot';
import { SitePathSchema, UuidSchema } from '../../kit/validation.ts';
import { REFERENCE_FIELD, ReferenceFieldSchema } from '../references.ts';
import { ESIGN_DECISIONS, type ESignDecision } from './page.ts';
import type { ESignStatus } from './status.ts';

// What the Aadhaar e-sign page's callers read, for every document it signs (the loan agreement,
// the application form): where the app wants the signer back, the page's posted form, and the
// status each button leaves the request in.

/** The app's start of an e-sign: the path on its own site the page returns to. */
export const ESignStartSchema = v.strictObject({ redirectUrl: SitePathSchema });

/** The page's form: the request, the one-time reference the lender issued for it, and the button pressed. */
export const ESignPageFormSchema = v.object({
  requestId: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(ESIGN_DECISIONS, `must be one of ${ESIGN_DECISIONS.join(', ')}`),
});

export const ESIGN_DECIDED: Readonly<Record<ESignDecision, ESignStatus>> = {
  sign: 'SUCCESS',
  decline: 'FAILURE',
  later: 'SIGN_IN_PROGRESS',
  expire: 'EXPIRED',
};
