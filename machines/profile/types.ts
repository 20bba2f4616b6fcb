import type {
  EmailCodeSent,
  LenderSections,
  Profile,
  ProfileEmail,
  ReKyc,
  ReKycOtpSent,
} from '../../rules/profile/types.ts';
import type { ProfilePlace } from './screens.ts';

export type * from '../../rules/profile/types.ts';

// The profile chart's input, context and events (ADR 052).

export interface ProfileInput {
  /** The screen the chart was opened on: its address decides where it starts. */
  place: ProfilePlace;
}

export interface ProfileContext {
  place: ProfilePlace;
  profile: Profile | null;
  /** The lender's details and the line's terms, each read on its own (ADR 056). */
  sections: LenderSections;
  /** The email being added, as typed; its rule's sentence under the field. */
  email: string;
  emailError: string | null;
  /** Where the email code went (masked). */
  emailSentTo: string | null;
  /** The Aadhaar number of the re-KYC, as typed (never kept once the step is left). */
  aadhaarNumber: string;
  aadhaarError: string | null;
  /** The re-KYC's Aadhaar OTP request, and where the code went. */
  otpRequestId: string | null;
  otpSentTo: string | null;
  /** What the last step did ("Your email is verified"). */
  notice: string | null;
  /** The alert on the current screen: the lender's sentence or the journey's own. */
  error: string | null;
}

export type ProfileEvent =
  | { type: 'RETRY' | 'ADD_EMAIL' | 'START_REKYC' | 'BACK' | 'SUBMIT' }
  /** On the OTP boxes: change what the code went to (the email, the Aadhaar number). */
  | { type: 'CHANGE' }
  | { type: 'EMAIL_CHANGED' | 'AADHAAR_CHANGED'; value: string };

export type { EmailCodeSent, ProfileEmail, ReKyc, ReKycOtpSent };
