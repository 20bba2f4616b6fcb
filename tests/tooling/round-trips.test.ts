import { describe, expect, it } from 'vitest';
import { networkMs, sequentialRoundTrips } from '../../scripts/bench/round-trips.ts';

describe('the step-change bench’s round trips', () => {
  it('counts a read issued after the save answered as a second round trip', () => {
    expect(
      sequentialRoundTrips([
        { startMs: 20, endMs: 180 },
        { startMs: 230, endMs: 390 },
      ]),
    ).toBe(2);
  });

  it('counts requests in flight together once', () => {
    const parallel = [
      { startMs: 20, endMs: 180 },
      { startMs: 25, endMs: 190 },
    ];
    expect(sequentialRoundTrips(parallel)).toBe(1);
    expect(networkMs(parallel)).toBe(170);
  });

  it('follows the longest chain, whatever order the timeline lists it in', () => {
    const requests = [
      { startMs: 400, endMs: 560 },
      { startMs: 20, endMs: 180 },
      { startMs: 30, endMs: 600 },
      { startMs: 200, endMs: 360 },
    ];
    expect(sequentialRoundTrips(requests)).toBe(3);
  });

  it('answers none for a step change that fetched nothing', () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(networkMs([])).toBe(0);
  });
});
