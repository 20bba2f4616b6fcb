import { Hono } from 'hono';
import type { Database } from 'better-sqlite3';
import type { SandboxDeps, SandboxEnv } from './context.ts';
import { ErrorCodes, HttpError, errorBody, isUniqueClash } from './kit/errors.ts';
import { openDatabase } from './db/open.ts';
import { resolveSecret } from './auth/secret.ts';
import { DroppedConnection, FaultStore, faultMiddleware } from './sandbox/faults.ts';
import { sandboxControlRoutes } from './sandbox/control.ts';
import { SandboxClock, sandboxTagScope } from './sandbox/tag-scope.ts';
import { migrations, sandboxJourneys } from './journeys.ts';
import type { RouteGroup } from './kit/journey.ts';
import { bodyLimits } from './http/body-limits.ts';
import { apiHeaders } from './http/api-headers.ts';
import { nextReads } from './onboarding/next-reads.ts';
import { otpPolicyWith } from './otp/otp-policy.ts';
import type { OtpPolicyOverride } from './otp/otp-policy.ts';

export type SandboxOptions = {
  /** A file path, or ':memory:' for a database that lives as long as the app. */
  databasePath: string;
  /** Turns the /__sandbox control API and fault injection on. */
  sandbox: boolean;
  /** HS256 secret; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Milliseconds since the epoch; injectable so tests control OTP expiry and resend waits. */
  now?: () => number;
  /** Login OTP budgets per phone; tests lower them (defaults: DEFAULT_OTP_POLICY). */
  otpPolicy?: OtpPolicyOverride;
};

export type Sandbox = {
  app: Hono<SandboxEnv>;
  db: Database;
  close(): void;
};

/** Path prefixes that belong to the API; everything else is the web app's. */
export const API_PREFIXES = ['/v1', '/v2', '/v3', '/v4', '/v5', '/v6', '/__sandbox'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const db = openDatabase(options.databasePath, migrations);
  const baseNow = options.now ?? Date.now;
  // Browser tests run the app on a simulated clock; POST /__sandbox/clock moves the server's
  // time forward with it, so OTP expiry and resend waits agree with what the screen shows; a
  // tagged test moves only the time its own calls see (server/sandbox/tag-scope.ts).
  const clock = new SandboxClock();
  const deps: SandboxDeps = {
    db,
    secret: resolveSecret(db, options.jwtSecret),
    sandbox: options.sandbox,
    now: () => baseNow() + clock.offsetMs,
    otpPolicy: otpPolicyWith(options.otpPolicy),
  };
  const faults = new FaultStore();
  const app = new Hono<SandboxEnv>();
  const mount = (groups: readonly RouteGroup[]): void => {
    for (const group of groups) app.route('/', group(deps));
  };

  // First: the limits before anything reads a body (the fault middleware reads JSON bodies), and
  // the headers on every answer, errors included (ADR 020).
  app.use('*', ...apiHeaders, bodyLimits());
  if (options.sandbox) {
    app.use('*', sandboxTagScope());
    app.use('*', faultMiddleware(faults, deps));
    app.route('/', sandboxControlRoutes(deps, faults, clock));
    for (const journey of sandboxJourneys) mount(journey.controlRoutes ?? []);
  }
  // Onboarding writes answer with the reads of the screen they lead to (one round trip a step).
  const armed = (path: string): boolean => options.sandbox && faults.candidates('GET', path).any;
  app.use('*', nextReads({ app: () => app, leaveToApp: armed }));
  for (const journey of sandboxJourneys) mount(journey.routes);

  app.notFound((c) => c.json(errorBody(ErrorCodes.notFound, `There is no API at ${c.req.method} ${c.req.path}.`), 404));
  app.onError((err, c) => {
    // Hono calls this handler again with whatever it throws, so the drop must be rethrown each time.
    if (err instanceof DroppedConnection) throw err;
    if (err instanceof HttpError) return c.json(errorBody(err.code, err.message), err.status, err.headers);
    // Every write runs in one transaction, which the throw has rolled back: nothing is half-written.
    if (isUniqueClash(err)) {
      return c.json(
        errorBody(ErrorCodes.duplicate, 'This would duplicate a record that exists. Nothing was saved.'),
        409,
      );
    }
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json(errorBody(ErrorCodes.internal, 'Something went wrong on our side. Nothing was saved.'), 500);
  });

  return {
    app,
    db,
    close() {
      if (db.open) db.close();
    },
  };
}
