import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

// Signed with node:crypto rather than hono/jwt so expiry follows the injectable clock.
export function signToken(
  secret: string,
  claims: Pick<TokenPayload, 'sub' | 'phone' | 'onBoardingType' | 'isGuarantor'>,
  nowMs: number,
): string {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { ...claims, jti: randomUUID(), iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signingInput = `${HEADER}.${body}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

/** Returns the payload of a token this server signed and that has not expired, else null. */
export function verifyToken(secret: string, token: string, nowMs: number): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(secret, `${header}.${body}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(TokenPayloadSchema, json);
  if (!parsed.success) return null;
  if (parsed.output.exp * 1000 <= nowMs) return null;
  return parsed.output;
}
