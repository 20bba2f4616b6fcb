import type { AnyStateMachine } from 'xstate';
import { cardsMachine } from './cards.machine.ts';

// The cards journey (issue 32): the folder's charts by machine id, each tested on its own (ADR 038).
export const charts = {
  cards: cardsMachine,
} as const satisfies Record<string, AnyStateMachine>;
