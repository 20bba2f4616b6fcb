import type { ApiClient, CallOptions } from '../client.ts';
import { flagsResponseSchema, homeResponseSchema, type FlagsResponse, type HomeResponse } from './schemas.ts';

/** GET /v1/home (auth). */
export function getHome(client: ApiClient, options: CallOptions = {}): Promise<HomeResponse> {
  return client.get('/v1/home', { ...options, schema: homeResponseSchema });
}

/** GET /v1/home/flags (auth). */
export function getFlags(client: ApiClient, options: CallOptions = {}): Promise<FlagsResponse> {
  return client.get('/v1/home/flags', { ...options, schema: flagsResponseSchema });
}

/** §4: the bank name shown is the first four characters of the IFSC code. */
export function bankCodeFromIfsc(ifscCode: string): string {
  return ifscCode.slice(0, 4).toUpperCase();
}
