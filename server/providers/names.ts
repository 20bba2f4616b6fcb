/**
 * Provider names that sit in §7 paths where the spec writes a kind in braces. The sandbox
 * plays each of them (docs/api-contract.md, "Identity and KYC").
 */
export const IDENTITY_PROVIDER = 'idfy';
export const DIGILOCKER_OTP_PROVIDER = 'surepass';
export const UDYAM_PROVIDER = 'signzy';

/** The simulated DigiLocker consent page, served by the sandbox under an API path. */
export const DIGILOCKER_PAGE_PATH = '/v1/sandbox-digilocker/authorize';

/** How long a DigiLocker request may wait for the applicant's decision. */
export const DIGILOCKER_REQUEST_TTL_MS = 15 * 60 * 1000;

/** How long after its OTP a Udyam list may still be chosen from. */
export const UDYAM_SELECTION_TTL_MS = 30 * 60 * 1000;
