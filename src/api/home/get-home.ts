import { plain } from '../call.ts';
import { flagsResponseSchema, homeResponseSchema } from './schemas.ts';

/** GET /v1/home (auth). */
export const getHome = plain.bare('get', homeResponseSchema, '/v1/home');

/** GET /v1/home/flags (auth). */
export const getFlags = plain.bare('get', flagsResponseSchema, '/v1/home/flags');

/** §4: the bank name shown is the first four characters of the IFSC code. */
export function bankCodeFromIfsc(ifscCode: string): string {
  return ifscCode.slice(0, 4).toUpperCase();
}
