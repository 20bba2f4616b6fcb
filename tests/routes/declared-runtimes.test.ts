import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../../src/journeys/registry.ts';

// A declaration points to its journey's runtime spec (ADR 038): the runtime's list of journeys is
// the registry's, so a spec written for a journey but pointed to from another would run the wrong chart.

/** The runtime's slot id is the machine's id: the journey's name in camelCase. */
const machineId = (journey: string) => journey.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('declared runtimes', () => {
  it('every declared journey with a runtime spec points to it, its own', async () => {
    for (const journey of JOURNEYS) {
      // A journey without an actor of the store (the login's island) writes no runtime.ts.
      if (!existsSync(`src/journeys/${journey.id}/runtime.ts`)) continue;
      expect(journey.runtime, `${journey.id} has a runtime.ts its declaration does not point to`).toBeDefined();
      const spec = await journey.runtime?.();
      expect(spec?.id, journey.id).toBe(machineId(journey.id));
    }
  });

  it('hosts at the app root the journeys whose hand-overs are followed everywhere, each with its spec', () => {
    const atRoot = JOURNEYS.filter((journey) => journey.hostAtRoot);
    expect(atRoot.map((journey) => journey.id)).toContain('agreement');
    for (const journey of atRoot) expect(journey.runtime, journey.id).toBeDefined();
  });
});
