import type { InspectionEvent, Observer } from 'xstate';

// Where journey actors find the Stately inspector's observer. The shell's dev-only inspector
// (src/app/inspector.ts) plugs itself in here when `?inspect` starts it, so the journey layer
// needs no import of the shell and a production build carries only this slot.

export type Inspect = Observer<InspectionEvent>;

let current: Inspect | undefined;

/** The observer to pass as `inspect` when creating a journey actor; undefined unless the inspector runs. */
export function getInspect(): Inspect | undefined {
  return current;
}

/** Called by the shell's inspector once it starts (and by tests to forget it). */
export function setInspect(inspect: Inspect | undefined): void {
  current = inspect;
}
