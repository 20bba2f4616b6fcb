import { callsWith } from '../../../api/call.ts';
import { wireRupeesFromPaise, type Paise } from '../../../../rules/money/paise.ts';
import { eligibilitySchema, vpaCheckSchema } from './schemas.ts';

// Scan-and-pay's checks (docs/api-contract.md, "Scan-and-pay and the mPIN"). §8: each answers its caller.
const own = callsWith({ errors: 'hidden' });

/** POST /v1/scanpay/validate-vpa (purpose scanpay): whether a bank knows the UPI id, and its name. */
export const validateScanVpa = own.call('post', vpaCheckSchema, (input: { vpa: string }) => ({
  path: '/v1/scanpay/validate-vpa',
  body: { purpose: 'scanpay', vpa: input.vpa },
}));

/** POST /v1/scanpay/eligibility-check: whether the line may pay this merchant this amount. */
export const checkEligibility = own.call(
  'post',
  eligibilitySchema,
  (input: { vpa: string; amount: Paise; merchantCode: string }) => ({
    path: '/v1/scanpay/eligibility-check',
    body: {
      vpa: input.vpa,
      amount: wireRupeesFromPaise(input.amount),
      ...(input.merchantCode === '' ? {} : { merchantCode: input.merchantCode }),
    },
  }),
);
