import { byApplication, inline, type ApplicationRef } from '../../../../../api/onboarding/calls.ts';
import {
  udyamListSchema,
  udyamOtpSentSchema,
  udyamSavedListSchema,
  udyamSubmittedSchema,
  type UdyamLookup,
} from './schemas.ts';

/** The Udyam provider's name in §7 paths. */
export const UDYAM_PROVIDER = 'signzy';

const udyamPath = (rest: string) => (applicationId: string) =>
  `/v1/${UDYAM_PROVIDER}/${encodeURIComponent(applicationId)}/udyam-details/${rest}`;

/** POST .../udyam-details/generate-otp with { mobile } or { udyam_reg_no }. Errors: hidden, shown inline. */
export const generateUdyamOtp = inline.call(
  'post',
  udyamOtpSentSchema,
  byApplication(udyamPath('generate-otp'), ({ lookup }: ApplicationRef & { lookup: UdyamLookup }) =>
    'mobile' in lookup ? { mobile: lookup.mobile } : { udyam_reg_no: lookup.udyam_reg_no },
  ),
);

/**
 * POST .../udyam-details/submit-otp { request_id, otp }: the registrations to choose from. Errors:
 * hidden, shown inline.
 */
export const submitUdyamOtp = inline.call(
  'post',
  udyamListSchema,
  byApplication(udyamPath('submit-otp'), (input: ApplicationRef & { request_id: string; otp: string }) => ({
    request_id: input.request_id,
    otp: input.otp,
  })),
);

/**
 * POST .../udyam-details/submit-udyam { udyam_reg_no }: the chosen registration becomes the
 * profile's. Errors: hidden.
 */
export const submitUdyam = inline.call(
  'post',
  udyamSubmittedSchema,
  byApplication(udyamPath('submit-udyam'), (input: ApplicationRef & { udyam_reg_no: string }) => ({
    udyam_reg_no: input.udyam_reg_no,
  })),
);

/**
 * GET .../udyam-details/udyam-list: for a reload, the list verified within 30 minutes (empty when
 * none) and a still usable OTP. Errors: hidden.
 */
export const readUdyamList = inline.call('get', udyamSavedListSchema, byApplication(udyamPath('udyam-list')));
