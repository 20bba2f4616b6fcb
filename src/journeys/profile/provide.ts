import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createAadhaarOtpCalls, createEmailOtpCalls, createProfileActors } from './actors.ts';

/** The profile chart with its real calls, and its two OTP children with theirs. */
export function provideProfile(client: ApiClient) {
  return profileMachine.provide({
    actors: {
      ...createProfileActors(client),
      emailOtp: provideOtp(createEmailOtpCalls(client)),
      aadhaarOtp: provideOtp(createAadhaarOtpCalls(client)),
    },
  });
}

export type ProfileLogic = ReturnType<typeof provideProfile>;
