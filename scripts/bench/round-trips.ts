/** A request seen in the page's resource timeline, in ms from the click. */
export interface TimedRequest {
  startMs: number;
  endMs: number;
}

/**
 * The round trips a step change waited for one after the other: the longest chain of requests
 * in which each starts only after the one before it ended (a GET issued once a POST answered).
 * Requests in flight together count once; none is zero.
 */
export function sequentialRoundTrips(requests: readonly TimedRequest[]): number {
  const byEnd = [...requests].sort((a, b) => a.endMs - b.endMs);
  const depth: number[] = [];
  let deepest = 0;
  for (const [index, request] of byEnd.entries()) {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier++) {
      if (byEnd[earlier]!.endMs <= request.startMs) before = Math.max(before, depth[earlier]!);
    }
    depth.push(before + 1);
    deepest = Math.max(deepest, before + 1);
  }
  return deepest;
}

/** Time with at least one request in flight (overlaps counted once). */
export function networkMs(requests: readonly TimedRequest[]): number {
  let busy = 0;
  let until = 0;
  for (const { startMs, endMs } of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    busy += Math.max(0, endMs - Math.max(startMs, until));
    until = Math.max(until, endMs);
  }
  return busy;
}
