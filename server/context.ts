import type { Database } from 'better-sqlite3';
import type { HttpBindings } from '@hono/node-server';
import type { CustomerRow } from './db/customers.ts';
import type { TokenPayload } from './auth/jwt.ts';
import type { OtpPolicy } from './otp/otp-policy.ts';

/** What every route module receives from createSandbox. */
export type SandboxDeps = {
  db: Database;
  secret: string;
  sandbox: boolean;
  now: () => number;
  /** Login codes per phone: life, resend wait and budgets (server/otp/otp-policy.ts). */
  otpPolicy: OtpPolicy;
};

export type AuthState = { customer: CustomerRow; token: TokenPayload };

/** Whoever a token belongs to, for endpoints customers and guarantors share. */
export type AccountState = { kind: 'customer' | 'guarantor'; id: string; token: TokenPayload };

/**
 * Hono environment. Bindings exist only under @hono/node-server; in-process calls to
 * app.fetch have none, hence Partial.
 */
export type SandboxEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { auth: AuthState; account: AccountState };
};

export const isoAt = (ms: number): string => new Date(ms).toISOString();
