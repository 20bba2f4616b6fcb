import { fromPromise } from 'xstate';
import type { OtpCalls, OtpRequest, OtpResent } from '../../../machines/kit/otp.machine.ts';
import { messageOf } from '../../../machines/kit/app-call.ts';
import type {
  EmailCodeSent,
  LenderSections,
  Profile,
  ProfileEmail,
  ReKyc,
  ReKycOtpSent,
  Section,
  SectionsToRead,
} from '../../../machines/profile/types.ts';
import type { ApiClient } from '../../api/client.ts';
import {
  getProfile,
  initiateReKyc,
  sendEmailOtp,
  sendReKycOtp,
  verifyEmailOtp,
  verifyReKycOtp,
} from './api/profile.ts';

// The profile chart's calls, and the two OTP children's verify and resend (the OTP chart shows a
// refused code under the boxes and reads a lockout from the refusal's code and Retry-After).

/** One part's read: its answer, or its failure's sentence for its own Retry; undefined when not asked for. */
async function readPart<T>(wanted: boolean, read: () => Promise<T>): Promise<Section<T> | undefined> {
  if (!wanted) return undefined;
  try {
    return { status: 'shown', value: await read() };
  } catch (error) {
    return { status: 'failed', error: messageOf(error) };
  }
}

/**
 * The lender calls, loaded with their first read (ADR 056). A load that fails carries no message of
 * its own (the browser's would name a file), so messageOf says the plain heavy-load sentence, for Retry.
 */
const lenderCalls = () =>
  import('./api/lender.ts').catch(() => {
    throw new Error('');
  });

/** The lender's two parts read side by side (ADR 056): one failing leaves the other shown. */
async function readSections(client: ApiClient, input: SectionsToRead): Promise<Partial<LenderSections>> {
  const id = { customerId: input.customerId };
  const [lender, terms] = await Promise.all([
    readPart(input.lender, async () => (await (await lenderCalls()).getLenderInfo(client, id)).lender),
    readPart(input.terms, async () => (await (await lenderCalls()).getCreditTerms(client, id)).terms),
  ]);
  return { ...(lender && { lender }), ...(terms && { terms }) };
}

export function createProfileActors(client: ApiClient) {
  return {
    getLenderSections: fromPromise<Partial<LenderSections>, SectionsToRead>(({ input }) => readSections(client, input)),
    getProfile: fromPromise<Profile, void>(async () => (await getProfile(client)).profile),
    sendEmailOtp: fromPromise<EmailCodeSent, { email: string }>(({ input }) => sendEmailOtp(client, input)),
    initiateReKyc: fromPromise<ReKyc, void>(async () => (await initiateReKyc(client)).reKyc),
    sendAadhaarOtp: fromPromise<ReKycOtpSent, { aadhaarNumber: string }>(({ input }) => sendReKycOtp(client, input)),
  };
}

/** An OTP child's calls from what a code checks to and how another is asked for, given its request. */
const otpCalls = <T>(
  verify: (request: OtpRequest, otp: string) => Promise<T>,
  resend: (request: OtpRequest) => Promise<OtpResent>,
): OtpCalls<T> => ({
  verify: fromPromise(({ input }) => verify(input.request, input.otp)),
  resend: fromPromise(({ input }) => resend(input.request)),
});

const field = (request: OtpRequest, name: string) => request[name] ?? '';

/** The email code: its request is the email typed (resend sends it again). */
export const createEmailOtpCalls = (client: ApiClient): OtpCalls<ProfileEmail> =>
  otpCalls(
    async (request, otp) => (await verifyEmailOtp(client, { email: field(request, 'email'), otp })).email,
    async (request) => sendEmailOtp(client, { email: field(request, 'email') }),
  );

/** The re-KYC's Aadhaar code: its request is the number and the request id; resend asks anew. */
export const createAadhaarOtpCalls = (client: ApiClient): OtpCalls<ReKyc> =>
  otpCalls(
    async (request, otp) => (await verifyReKycOtp(client, { requestId: field(request, 'requestId'), otp })).reKyc,
    async (request) => {
      const sent = await sendReKycOtp(client, { aadhaarNumber: field(request, 'aadhaarNumber') });
      return { sentTo: sent.otpSentTo, request: { ...request, requestId: sent.requestId } };
    },
  );
