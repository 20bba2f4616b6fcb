import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../../src/journeys/registry.ts';

// A declaration points to its journey's runtime spec (ADR 038): the runtime's list of journeys is
// the registry's, so a spec written for a journey but pointed to from another would run the wrong chart.

/** The runtime's slot id is the machine's id: the journey's name in camelCase. */
const machineId = (journey: string) => journey.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('declared runtimes', () => {
  it('every declared journey points to its own runtime spec', async () => {
    for (const journey of JOURNEYS) {
      expect(journey.runtime, `${journey.id} declares no runtime`).toBeDefined();
      const spec = await journey.runtime?.();
      expect(spec?.id, journey.id).toBe(machineId(journey.id));
    }
  });

  it('hosts at the app root the declared journeys whose hand-overs are followed everywhere', () => {
    expect(JOURNEYS.filter((journey) => journey.hostAtRoot).map((journey) => journey.id)).toEqual(['agreement']);
  });
});
