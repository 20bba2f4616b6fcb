import { HEAVY_LOAD_MESSAGE } from '../../src/api/errors.ts';

/** The sentence shown for a failed call: the server's message (§8), else the heavy-load one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : HEAVY_LOAD_MESSAGE;
}

export function notProvided(name: string): never {
  throw new Error(`${name} must be provided by the app`);
}
