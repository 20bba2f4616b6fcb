import { HttpError } from '../../kit/errors.ts';

/** Identity providers' §8 codes (docs/api-contract.md, "Identity error codes"): one per problem. */
export const IdentityErrorCodes = {
  /** §8: digital-locker OTP calls pass this code itself to the caller. */
  aadhaarNotLinked: 'EPL-10000',
  invalidAadhaar: 'EPL-40020',
  phoneHeaderMismatch: 'EPL-40301',
  noUdyamForMobile: 'EPL-40403',
  declarationNotNeeded: 'EPL-40903',
  providerOutOfOrder: 'EPL-40904',
  gstinNotRegistered: 'EPL-40905',
  commentAlreadyResolved: 'EPL-40906',
  gstApiAccessDisabled: 'EPL-42204',
} as const;

export const outOfOrder = (message: string): HttpError =>
  new HttpError(409, IdentityErrorCodes.providerOutOfOrder, message);
