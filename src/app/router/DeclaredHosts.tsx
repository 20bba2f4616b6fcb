import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { RuntimeLoader } from '../../journeys/define-journey.ts';
import { JOURNEYS } from '../../journeys/registry.ts';
import { JourneyHost } from '../../journeys/runtime/JourneyRuntime.tsx';
import type { JourneySpec } from '../../journeys/runtime/spec.ts';

// The hosts at the app's root of the declared journeys that ask for one (`hostAtRoot`, ADR 038),
// read off the registry rather than listed in RootFrame. Each spec loads on demand, as the
// journey's screens do, so the login route's bundle carries none of it; until it has loaded there
// is no actor of the journey to follow (its own pages load the same module to create one).

const AT_ROOT: readonly RuntimeLoader[] = JOURNEYS.flatMap((journey) =>
  journey.hostAtRoot && journey.runtime ? [journey.runtime] : [],
);

function LoadedHost({ load }: { load: RuntimeLoader }) {
  const [spec, setSpec] = useState<JourneySpec<AnyStateMachine> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setSpec(loaded);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return spec ? <JourneyHost journey={spec} /> : null;
}

export function DeclaredHosts() {
  return AT_ROOT.map((load, index) => <LoadedHost key={index} load={load} />);
}
