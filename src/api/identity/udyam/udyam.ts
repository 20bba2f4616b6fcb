import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../../onboarding/calls.ts';
import {
  udyamListSchema,
  udyamOtpSentSchema,
  udyamSavedListSchema,
  udyamSubmittedSchema,
  type UdyamList,
  type UdyamLookup,
  type UdyamOtpSent,
  type UdyamSavedList,
  type UdyamSubmitted,
} from './schemas.ts';

/** The Udyam provider's name in §7 paths. */
export const UDYAM_PROVIDER = 'signzy';

const udyamPath = (applicationId: string, rest: string): string =>
  `/v1/${UDYAM_PROVIDER}/${encodeURIComponent(applicationId)}/udyam-details/${rest}`;

/** POST .../udyam-details/generate-otp with { mobile } or { udyam_reg_no }. Errors: hidden, shown inline. */
export function generateUdyamOtp(
  client: ApiClient,
  input: { applicationId: string; lookup: UdyamLookup },
  options: CallOptions = {},
): Promise<UdyamOtpSent> {
  const body = 'mobile' in input.lookup ? { mobile: input.lookup.mobile } : { udyam_reg_no: input.lookup.udyam_reg_no };
  return client.post(udyamPath(input.applicationId, 'generate-otp'), body, {
    ...INLINE,
    ...options,
    schema: udyamOtpSentSchema,
  });
}

/**
 * POST .../udyam-details/submit-otp { request_id, otp }: the registrations to choose from.
 * Errors: hidden, shown inline.
 */
export function submitUdyamOtp(
  client: ApiClient,
  input: { applicationId: string; request_id: string; otp: string },
  options: CallOptions = {},
): Promise<UdyamList> {
  return client.post(
    udyamPath(input.applicationId, 'submit-otp'),
    { request_id: input.request_id, otp: input.otp },
    {
      ...INLINE,
      ...options,
      schema: udyamListSchema,
    },
  );
}

/**
 * POST .../udyam-details/submit-udyam { udyam_reg_no }: the chosen registration becomes the
 * profile's. Errors: hidden.
 */
export function submitUdyam(
  client: ApiClient,
  input: { applicationId: string; udyam_reg_no: string },
  options: CallOptions = {},
): Promise<UdyamSubmitted> {
  return client.post(
    udyamPath(input.applicationId, 'submit-udyam'),
    { udyam_reg_no: input.udyam_reg_no },
    {
      ...INLINE,
      ...options,
      schema: udyamSubmittedSchema,
    },
  );
}

/**
 * GET .../udyam-details/udyam-list: for a reload, the list verified within 30 minutes (empty
 * when none) and a still usable OTP. Errors: hidden.
 */
export function readUdyamList(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<UdyamSavedList> {
  return client.get(udyamPath(input.applicationId, 'udyam-list'), {
    ...INLINE,
    ...options,
    schema: udyamSavedListSchema,
  });
}
