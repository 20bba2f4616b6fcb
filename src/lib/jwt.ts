import { jwtDecode } from 'jwt-decode';
import * as v from 'valibot';

/** The claims the client reads; the signature is the server's business, not ours. */
export const decodedTokenSchema = v.object({
  onBoardingType: v.string(),
  // Customer tokens from other lenders may omit the flag; absent means not a guarantor.
  isGuarantor: v.optional(v.boolean(), false),
  exp: v.number(),
  phone: v.string(),
});

export type DecodedToken = v.InferOutput<typeof decodedTokenSchema>;

/** Accepts the stored combined "Bearer <jwt>" string or a bare JWT; null when unreadable. */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  const jwt = stripScheme(token ?? '');
  if (!jwt) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(jwt);
  } catch {
    return null;
  }
  const result = v.safeParse(decodedTokenSchema, payload);
  return result.success ? result.output : null;
}

export function isTokenExpired(decoded: DecodedToken, nowMs: number = Date.now()): boolean {
  return decoded.exp * 1000 <= nowMs;
}

function stripScheme(token: string): string {
  const trimmed = token.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? trimmed : trimmed.slice(space + 1).trim();
}
