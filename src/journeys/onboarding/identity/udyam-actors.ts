import { fromPromise } from 'xstate';
import type { UdyamOtpInput, UdyamRestored } from '../../../../machines/onboarding/udyam.machine.ts';
import type { OtpCalls, OtpRequest } from '../../../../machines/kit/otp.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  UDYAM_FIELD_CODES,
  generateUdyamOtp,
  readUdyamList,
  submitUdyam,
  submitUdyamOtp,
} from '../api/identity/udyam/index.ts';
import type { UdyamOtpSent, UdyamRegistration, UdyamSubmitted } from '../../../../rules/onboarding/identity.ts';
import { normaliseUdyam } from '../../../../rules/identity/udyam.ts';
import { OTP_FIELD_CODES, onField } from './field-problems.ts';

function sendOtp(client: ApiClient, input: UdyamOtpInput): Promise<UdyamOtpSent> {
  const lookup =
    input.lookup === 'mobile' ? { mobile: input.mobile.trim() } : { udyam_reg_no: normaliseUdyam(input.udyamNumber) };
  return onField(generateUdyamOtp(client, { applicationId: input.applicationId, lookup }), UDYAM_FIELD_CODES);
}

/** The udyam machine's request for its otp child, as the child hands it back. */
function udyamOtpRequestOf(request: OtpRequest): UdyamOtpInput & { requestId: string } {
  return {
    applicationId: request['applicationId'] ?? '',
    lookup: request['lookup'] === 'mobile' ? 'mobile' : 'number',
    udyamNumber: request['udyamNumber'] ?? '',
    mobile: request['mobile'] ?? '',
    requestId: request['requestId'] ?? '',
  };
}

/** Enter Udyam OTP's verify (the list the code reveals) and resend (by the same lookup). */
export function createUdyamOtpActors(client: ApiClient): OtpCalls<readonly UdyamRegistration[]> {
  return {
    verify: fromPromise(async ({ input }) => {
      const { applicationId, requestId } = udyamOtpRequestOf(input.request);
      const answer = await onField(
        submitUdyamOtp(client, { applicationId, request_id: requestId, otp: input.otp }),
        OTP_FIELD_CODES,
      );
      return answer.udyam_list;
    }),
    resend: fromPromise(async ({ input }) => {
      const request = udyamOtpRequestOf(input.request);
      const sent = await sendOtp(client, request);
      return { sentTo: sent.otp_sent_to, request: { ...input.request, requestId: sent.request_id } };
    }),
  };
}

/** The udyam machine's API actors on the app's client. */
export function createUdyamActors(client: ApiClient) {
  return {
    generateUdyamOtp: fromPromise<UdyamOtpSent, UdyamOtpInput>(({ input }) => sendOtp(client, input)),
    readUdyamList: fromPromise<UdyamRestored, { applicationId: string }>(async ({ input }) => {
      const answer = await readUdyamList(client, { applicationId: input.applicationId });
      const pending = answer.otp_pending;
      return {
        registrations: answer.udyam_list,
        otp: pending && {
          sent: {
            request_id: pending.request_id,
            otp_sent_to: pending.otp_sent_to,
            retry_after_seconds: pending.retry_after_seconds,
          },
          lookup: pending.mobile !== undefined ? 'mobile' : 'number',
          udyamNumber: pending.udyam_reg_no ?? '',
          mobile: pending.mobile ?? '',
        },
      };
    }),
    submitUdyam: fromPromise<UdyamSubmitted, { applicationId: string; udyamNumber: string }>(({ input }) =>
      submitUdyam(client, { applicationId: input.applicationId, udyam_reg_no: input.udyamNumber }),
    ),
  };
}
