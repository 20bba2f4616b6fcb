import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import * as v from 'valibot';

// Tokens are signed and checked by jose (docs/decisions/021-tokens-provider-references-inputs.md).

/** 24 h, matching the client's 1-day auth cookie (§9). */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export const TokenPayloadSchema = v.object({
  sub: v.string(),
  phone: v.string(),
  onBoardingType: v.picklist(['direct', 'referral']),
  isGuarantor: v.boolean(),
  jti: v.string(),
  iat: v.number(),
  exp: v.number(),
});

export type TokenPayload = v.InferOutput<typeof TokenPayloadSchema>;

const ALGORITHM = 'HS256';

// Built with this realm's Uint8Array, not TextEncoder's: jose checks the key with instanceof, and
// inside a jsdom test (where the sandbox runs in-process) TextEncoder answers another realm's array.
const keyOf = (secret: string): Uint8Array => new Uint8Array(Buffer.from(secret, 'utf8'));

/** Times come from the caller's clock, not jose's, so the sandbox clock decides expiry. */
export async function signToken(
  secret: string,
  claims: Pick<TokenPayload, 'sub' | 'phone' | 'onBoardingType' | 'isGuarantor'>,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

// Base64url decoders (jose's too) ignore the spare low bits of a last character and a trailing
// '=': such a token is no forgery, but it is not the token we issued, so only the exact
// encoding of what was signed is accepted.
const isCanonical = (part: string): boolean =>
  /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

/** Returns the payload of a token this server signed and that has not expired at nowMs, else null. */
export async function verifyToken(secret: string, token: string, nowMs: number): Promise<TokenPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonical)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
    const parsed = v.safeParse(TokenPayloadSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    // Malformed, wrongly signed or expired: jose's errors all mean "not a token of ours".
    return null;
  }
}
