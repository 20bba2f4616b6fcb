import type { Hono, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../context.ts';
import { SANDBOX_TAG_HEADER } from '../sandbox/tag-scope.ts';

// A sandbox extension to §7 (docs/api-contract.md, "The next step's reads"): an onboarding
// step's answer carries the reads the screen it leads to opens with, so on mobile data a step
// change costs one round trip (the save), not two (the save, then the next step's GET). Each
// read is the GET itself, run inside this process with the caller's own headers after the write
// has committed: the same handler, access checks and wire shape, so the app parses it with the
// schema of the GET it stands for.

type ReadPath = (applicationId: string) => string;

const at =
  (version: string, rest: string): ReadPath =>
  (id) =>
    `/${version}/application/${encodeURIComponent(id)}/${rest}`;
const fixed =
  (path: string): ReadPath =>
  () =>
    path;
const profile = at('v2', 'profile');

/**
 * What each next action's screen reads when it opens (src/journeys/onboarding: the form steps'
 * `load`, the GST and declaration steps' first reads, the review's). Screens not listed open
 * without an application read, or with one that names the browser's own address (DigiLocker).
 */
export const NEXT_READS: Readonly<Partial<Record<string, readonly ReadPath[]>>> = {
  personalInfo: [at('v4', 'personal-info')],
  kycSelection: [profile],
  panKyc: [profile, (id) => `/v1/customer/application/${encodeURIComponent(id)}/pan-details`],
  personalAddress: [profile, at('v1', 'aadhar-address')],
  businessProfile: [
    at('v3', 'business-info'),
    fixed('/v1/application/ownership-type'),
    fixed('/v1/application/educational-qualification'),
    fixed('/v1/application/business-type-and-category'),
    at('v2', 'marketplace-memberships'),
  ],
  dualNameDeclaration: [
    fixed('/v1/dual-document/documents'),
    (id) => `/v1/dual-document/${encodeURIComponent(id)}/name`,
  ],
  dualDobDeclaration: [fixed('/v1/dual-document/documents'), (id) => `/v1/dual-document/${encodeURIComponent(id)}/dob`],
  gstin: [fixed('/v1/gstin/gstin-verification-status'), at('v1', 'is-gst-verified')],
  review: [profile, fixed('/v1/application/vernacular-declaration'), at('v1', 'vernacular-declaration')],
};

/**
 * Answers the GET reads carry: a success, or the 404 by which a read says "nothing yet" (PAN
 * details before a PAN). Anything else is left for the app's own GET, with its retries.
 */
const CARRIED_STATUSES = new Set([200, 404]);

/** The headers a read needs to be the caller's: who is asking, and a tagged test's clock and faults. */
const FORWARDED_HEADERS = ['authorization', SANDBOX_TAG_HEADER] as const;

export interface NextRead {
  path: string;
  status: number;
  body: unknown;
}

interface StepAnswerShape {
  application: { id: string; nextAction: string | null };
}

function isStepAnswer(body: unknown): body is StepAnswerShape {
  if (typeof body !== 'object' || body === null || !('application' in body)) return false;
  const { application } = body as { application: unknown };
  if (typeof application !== 'object' || application === null) return false;
  const { id, nextAction } = application as { id?: unknown; nextAction?: unknown };
  return typeof id === 'string' && (typeof nextAction === 'string' || nextAction === null);
}

export interface NextReadsOptions {
  /** The whole app, to run the reads through. */
  app: () => Hono<SandboxEnv>;
  /** A read a test has armed a fault for is left to the app's GET, which then meets the fault. */
  leaveToApp?: (path: string) => boolean;
}

/** Adds `next: { reads }` to a successful write's answer that gives the application's next action. */
export function nextReads({ app, leaveToApp = () => false }: NextReadsOptions): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.path.startsWith('/__sandbox/')) return;
    if (c.res.status < 200 || c.res.status >= 300) return;
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const body = await jsonOf(c.res);
    if (!isStepAnswer(body) || body.application.nextAction === null) return;
    const paths = (NEXT_READS[body.application.nextAction] ?? [])
      .map((path) => path(body.application.id))
      .filter((path) => !leaveToApp(path));
    if (paths.length === 0) return;
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const reads = await Promise.all(paths.map((path) => readOf(app(), path, headers)));
    const carried = reads.filter((read): read is NextRead => read !== null);
    if (carried.length === 0) return;
    c.res = new Response(JSON.stringify({ ...body, next: { reads: carried } }), {
      status: c.res.status,
      headers: c.res.headers,
    });
    c.res.headers.delete('content-length');
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

async function readOf(app: Hono<SandboxEnv>, path: string, headers: Headers): Promise<NextRead | null> {
  try {
    const response = await app.request(path, { headers });
    if (!CARRIED_STATUSES.has(response.status)) return null;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return null;
    return { path, status: response.status, body: await response.json() };
  } catch {
    // A read that fails here is the app's to make again; the write has committed either way.
    return null;
  }
}
