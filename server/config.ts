import { parseOtpPolicyOverride } from './otp/otp-policy.ts';
import type { OtpPolicyOverride } from './otp/otp-policy.ts';

/** Reads the server's environment once, so start.ts and dev.ts agree on defaults. */
export type ServerConfig = {
  port: number;
  databasePath: string;
  sandbox: boolean;
  jwtSecret: string | undefined;
  /** OTP_POLICY: JSON overriding the login OTP budgets (docs/sandbox.md), for tests and load runs. */
  otpPolicy: OtpPolicyOverride | undefined;
};

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return parsed;
}

/** SANDBOX is on unless explicitly switched off. */
export function sandboxEnabled(value: string | undefined): boolean {
  return !['0', 'false', 'off', 'no'].includes((value ?? '').trim().toLowerCase());
}

export function readServerConfig(
  env: NodeJS.ProcessEnv,
  portVariable: 'PORT' | 'SANDBOX_PORT',
  defaultPort: number,
): ServerConfig {
  return {
    port: port(env[portVariable], defaultPort, portVariable),
    databasePath: env.DATABASE_PATH || '.data/sandbox.sqlite',
    sandbox: sandboxEnabled(env.SANDBOX),
    jwtSecret: env.JWT_SECRET || undefined,
    otpPolicy: env.OTP_POLICY ? parseOtpPolicyOverride(env.OTP_POLICY) : undefined,
  };
}
