import type { AnyStateMachine } from 'xstate';
import { profileMachine } from './profile.machine.ts';

// The profile's chart (ADR 052): the read, the email's OTP and the re-KYC.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  profile: profileMachine,
} as const satisfies Record<string, AnyStateMachine>;
