import * as v from 'valibot';
import { inline } from '../../../api/onboarding/calls.ts';
import type { VirtualAccount } from '../../../../rules/mandate/types.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';

// §7 v1 unscoped va-details: the applicant's virtual account for paying by bank transfer (the
// token says whose). Its failure is shown on the page, so it raises no popup.

export const virtualAccountSchema = v.object({
  beneficiaryName: v.string(),
  accountNumber: v.string(),
  ifsc: v.string(),
  bankName: v.string(),
});
type _VirtualAccountIsRules = Assert<Equal<VirtualAccount, v.InferOutput<typeof virtualAccountSchema>>>;

/** GET /v1/va-details. */
export const getVaDetails = inline.bare('get', virtualAccountSchema, '/v1/va-details');
