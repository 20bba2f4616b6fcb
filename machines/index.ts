import type { AnyStateMachine } from 'xstate';

// Every journey machine, keyed by journey name (= the machine's `id`). The path harness, the
// coverage script and the inspector iterate this record, so a journey exists once it is here.
// The login and session journeys arrive with the next issue.

export const journeys = {} as const satisfies Record<string, AnyStateMachine>;

export type JourneyName = keyof typeof journeys;
