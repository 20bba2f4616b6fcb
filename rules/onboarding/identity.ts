import type { ApplicationPosition } from './position.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** What GstVerificationStatus parses into (src/journeys/onboarding/api/identity/gst/schemas.ts). */
export type GstVerificationStatus = {
  gstin: string | null;
  status: 'verified' | 'notStarted' | 'loggedIn' | 'otpSent';
  verified: boolean;
};

/** What AadhaarOtpSent parses into (src/journeys/onboarding/api/identity/digilocker/schemas.ts). */
export type AadhaarOtpSent = { requestId: string; otpSentTo: string; retryAfterSeconds: number };

/** What DigiLockerAnswer parses into (src/journeys/onboarding/api/identity/digilocker/schemas.ts). */
export type DigiLockerAnswer = {
  application: ApplicationPosition;
  digiLocker:
    | { status: 'pending'; requestId: string }
    | { status: 'failed'; requestId: string; reason: 'denied' | 'expired' }
    | VerifiedDigiLocker;
};

/** What DigiLockerUrl parses into (src/journeys/onboarding/api/identity/digilocker/schemas.ts). */
export type DigiLockerUrl = { url: string; requestId: string; expiresAt: string };

/** What VerifiedDigiLocker parses into (src/journeys/onboarding/api/identity/digilocker/schemas.ts). */
export type VerifiedDigiLocker = {
  status: 'verified';
  requestId: string;
  source: 'digiLocker' | 'aadhaarOtp';
  name: string;
  dateOfBirth: string;
  gender: string;
  maskedAadhaar: string;
  aadhaarAddress: {
    line1: string;
    line2: string | null;
    landmark: string | null;
    pincode: string;
    city: string;
    state: string;
  };
};

/** What UdyamOtpSent parses into (src/journeys/onboarding/api/identity/udyam/schemas.ts). */
export type UdyamOtpSent = { request_id: string; otp_sent_to: string; retry_after_seconds: number };

/** What UdyamRegistration parses into (src/journeys/onboarding/api/identity/udyam/schemas.ts). */
export type UdyamRegistration = { udyam_reg_no: string; enterprise_name: string; enterprise_type: string };

/** What UdyamSubmitted parses into (src/journeys/onboarding/api/identity/udyam/schemas.ts). */
export type UdyamSubmitted = { application: ApplicationPosition; udyam: { udyam_reg_no: string; verified: boolean } };
