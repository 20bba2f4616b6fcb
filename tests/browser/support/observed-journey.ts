import type { Page, TestInfo } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { JOURNEY_TRANSITIONS_BINDING } from '../../../src/app/journey-observer.ts';
import { definitionHash, writeRunRecord } from '../../../scripts/journey-graph/run-records.ts';
import { checkRecord } from './observed-transitions.ts';

// For a spec that walks a journey by hand rather than by runBrowserPaths: the transitions the app's
// own actor of `machine` was seen taking (the test build's journey observer, docs/testing.md
// "Observed coverage"), written as a browser run record when the test ends, so the coverage report
// counts what the app did, never what a plan infers. A record carrying more than ids fails the test.

export async function observeJourney(page: Page, machine: AnyStateMachine) {
  const keys = new Set<string>();
  let bad: string | null = null;
  await page.context().exposeBinding(JOURNEY_TRANSITIONS_BINDING, (_source, record: unknown) => {
    const checked = checkRecord(record);
    if (typeof checked === 'string') bad ??= checked;
    else if (checked.machine === machine.id) keys.add(checked.key);
  });
  return {
    /** Writes what was seen; throws when the observer sent a record with a payload. */
    record(testInfo: TestInfo): void {
      if (bad) throw new Error(`the journey observer sent a record with ${bad}`);
      writeRunRecord({
        machine: machine.id,
        runner: 'browser',
        definitionHash: definitionHash(machine),
        pathId: testInfo.titlePath.join(' › '),
        description: testInfo.title,
        passed: testInfo.status === 'passed',
        transitions: [...keys],
        states: [],
        finishedAt: new Date().toISOString(),
      });
    },
  };
}
