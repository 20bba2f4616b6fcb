import type { AnyStateMachine } from 'xstate';
import { otpMachine } from './otp.machine.ts';
import { documentUploadMachine } from './document-upload.machine.ts';

// The kit's charts other journeys invoke (every OTP screen's OTP, a document slot's upload).
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  otp: otpMachine,
  documentUpload: documentUploadMachine,
} as const satisfies Record<string, AnyStateMachine>;
