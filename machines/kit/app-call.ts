import { fromPromise } from 'xstate';
import { HEAVY_LOAD_MESSAGE } from '../../rules/failure.ts';

// Shared by every journey machine (login and session too), so each failure reads the same.

/** The sentence shown for a failed call: the server's message (§8), else the heavy-load one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : HEAVY_LOAD_MESSAGE;
}

/** The stand-in for an actor or action the app supplies with .provide(): a run without it fails loudly. */
export function notProvided(name: string): never {
  throw new Error(`${name} must be provided by the app`);
}

/** A call actor the app supplies with .provide(), typed by what it answers and takes. */
export const appCall = <TOutput, TInput>(name: string) => fromPromise<TOutput, TInput>(async () => notProvided(name));
