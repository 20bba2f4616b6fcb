import * as v from 'valibot';

// The reads a write's answer carries (docs/api-contract.md, "The next step's reads"): an
// onboarding step's save answers with the GETs the next screen opens with, so on mobile data a
// step change is one round trip. The client keeps them briefly and answers the next GET of each
// path with it, as a Response the rest of the client handles like the network's (status, §8
// error body, the GET's own schema): the journeys and their charts call exactly as before, and a
// reload, a later visit or a lender that carries nothing reads from the network.

/** A read's answer or its "nothing yet" 404: what the contract lets a write carry. */
const CARRIED_STATUSES = [200, 404] as const;

const carriedSchema = v.object({
  next: v.object({
    reads: v.array(
      v.object({
        path: v.pipe(v.string(), v.startsWith('/')),
        status: v.picklist(CARRIED_STATUSES),
        body: v.unknown(),
      }),
    ),
  }),
});

/** Long enough for the next screen to open under a slow CPU, short enough that no later visit reads it. */
export const CARRIED_FRESH_MS = 5_000;

interface Carried {
  status: number;
  body: unknown;
  /** Whose read it was: a carried read is never answered to another sign-in. */
  authorization: string | null;
  until: number;
}

export interface CarriedReads {
  /** Keeps the reads `body` carries, if any, for the caller signed in as `authorization`. */
  keep(body: unknown, authorization: string | null): void;
  /** A write is leaving: what was read before it may no longer hold. */
  forget(): void;
  /** The carried answer to a GET of `url` by `authorization`, once and while fresh; else null. */
  take(url: string, authorization: string | null): Response | null;
}

export function createCarriedReads(now: () => number = Date.now): CarriedReads {
  const kept = new Map<string, Carried>();
  return {
    keep(body, authorization) {
      const carried = v.safeParse(carriedSchema, body);
      if (!carried.success) return;
      const until = now() + CARRIED_FRESH_MS;
      for (const { path, status, body: read } of carried.output.next.reads)
        kept.set(path, { status, body: read, authorization, until });
    },
    forget() {
      kept.clear();
    },
    take(url, authorization) {
      const { pathname, search } = new URL(url, 'http://carried.invalid');
      const carried = search === '' ? kept.get(pathname) : undefined;
      if (!carried) return null;
      kept.delete(pathname);
      if (carried.until < now() || carried.authorization !== authorization) return null;
      return new Response(JSON.stringify(carried.body), {
        status: carried.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
