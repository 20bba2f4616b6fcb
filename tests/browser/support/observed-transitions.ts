import type { Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { JOURNEY_TRANSITIONS_BINDING } from '../../../src/app/journey-observer.ts';
import type { ObservedTransition } from '../../../src/app/journey-observer.ts';
import { transitionsOf } from '../../../scripts/journey-graph/transitions.ts';
import { matchStep, missingMessage } from '../../support/harness/observed-match.ts';

// The browser runner's side of observed coverage: the test build's journey observer
// (src/app/journey-observer.ts) calls a page function for every transition an actor takes; this
// keeps the ones of the journey under test, in order, and lets the runner wait until a step's
// planned transitions were taken (tests/support/harness/observed-match.ts says what may come
// between them and what fails the path).

/** What the runner needs: the app's transitions, step by step. */
export interface TransitionWatch {
  /** Before the app opens: from here on every transition is seen. */
  start(): Promise<void>;
  /** Resolves once the app took the planned transitions in order; throws when it went another way or never did. */
  expect(planned: readonly string[]): Promise<void>;
  /** What the app took between planned transitions (keys, as allowed), and how long steps waited for the app. */
  stats(): { unplanned: string[]; waitedMs: number; waits: [string, number][] };
}

/**
 * How long a step waits for its planned transitions after its screen passed. They are normally
 * there already (a screen shows a state after its actor entered it); the wait only runs out when
 * the app did not take them, so a long one costs a failing run only.
 */
const OBSERVE_WAIT_MS = 10_000;
const POLL_MS = 50;
const WAIT_NOTED_MS = 200;

const RECORD_KEYS = ['actor', 'eventType', 'key', 'machine', 'source', 'targets', 'trigger'].join();

/** A record is ids and event types only: any other field (an event's payload) fails the path. */
export function checkRecord(record: unknown): ObservedTransition | string {
  if (record === null || typeof record !== 'object') return `not an object: ${typeof record}`;
  const keys = Object.keys(record).sort().join();
  if (keys !== RECORD_KEYS) return `fields ${keys}, expected exactly ${RECORD_KEYS}`;
  const { targets, ...rest } = record as Record<string, unknown>;
  if (!Object.values(rest).every((value) => typeof value === 'string')) return 'a field that is not a string';
  if (!Array.isArray(targets) || !targets.every((target) => typeof target === 'string')) return 'targets not ids';
  return record as ObservedTransition;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function watchTransitions(page: Page, machine: AnyStateMachine, waitMs = OBSERVE_WAIT_MS): TransitionWatch {
  const defined = new Map(transitionsOf(machine).map((transition) => [transition.key, transition]));
  const observed: ObservedTransition[] = [];
  let reported = 0;
  let badRecord: string | null = null;
  let cursor = 0;
  const unplanned: string[] = [];
  let waitedMs = 0;
  /** Steps that waited over WAIT_NOTED_MS: their first planned transition and the milliseconds. */
  const waits: [string, number][] = [];
  return {
    stats: () => ({ unplanned: [...unplanned], waitedMs: Math.round(waitedMs), waits: [...waits] }),
    async start() {
      await page.context().exposeBinding(JOURNEY_TRANSITIONS_BINDING, (_source, record: unknown) => {
        reported++;
        const checked = checkRecord(record);
        if (typeof checked === 'string') badRecord ??= checked;
        else if (checked.machine === machine.id) observed.push(checked);
      });
    },
    async expect(plannedKeys) {
      // A plan's steps also list what the journey's child machines take (the simulation sees the
      // whole actor system); those belong to the child's own journey, whose spec counts them.
      const planned = plannedKeys.filter((key) => defined.has(key));
      const started = performance.now();
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (badRecord) throw new Error(`the journey observer sent a record with ${badRecord}`);
        const result = matchStep(planned, observed, cursor, defined);
        if (result.status === 'matched') {
          cursor = result.next;
          unplanned.push(...result.unplanned.map((transition) => transition.key));
          const waited = performance.now() - started;
          waitedMs += waited;
          if (waited > WAIT_NOTED_MS) waits.push([planned[0] ?? '', Math.round(waited)]);
          return;
        }
        if (result.status === 'wrong') throw new Error(`${machine.id}: ${result.message}`);
        if (Date.now() > deadline) {
          const hint = reported
            ? ''
            : ' (the app reported no transition at all: is it the browser suite build, VITE_JOURNEY_OBSERVER=1?)';
          throw new Error(`${machine.id}: ${missingMessage(result.missing, observed, cursor, defined)}${hint}`);
        }
        // A round trip to the page: every binding call the page made before it has arrived.
        await page.evaluate(() => 0).catch(() => undefined);
        if (matchStep(planned, observed, cursor, defined).status === 'pending') await pause(POLL_MS);
      }
    },
  };
}
