import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journeyCoverage, observedShortfalls } from '../../scripts/journey-coverage.ts';
import { definitionHash, writeBrowserPlan, writeRunRecord } from '../../scripts/journey-graph/run-records.ts';
import type { RunRecord } from '../../scripts/journey-graph/run-records.ts';
import { buildPathPlan } from '../support/harness/plan.ts';
import { runMachinePath, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers } from '../support/harness/machine-runner.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';
import { wizardMachine } from '../fixtures/machines/wizard.ts';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journey-runs-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(partial: Partial<RunRecord> & Pick<RunRecord, 'runner' | 'pathId' | 'transitions'>): RunRecord {
  return {
    machine: 'otpSender',
    definitionHash: definitionHash(otpSenderMachine),
    description: partial.pathId,
    passed: true,
    states: [],
    finishedAt: new Date(0).toISOString(),
    ...partial,
  };
}

describe('journeyCoverage', () => {
  it('counts definitions with no runs as uncovered', () => {
    expect(journeyCoverage({ otpSender: otpSenderMachine }, scratch())).toEqual({
      otpSender: {
        states: 5,
        transitions: 6,
        machineCovered: 0,
        browserCovered: 0,
        browserPlanned: null,
        browserMissing: [],
        browserPaths: null,
      },
    });
  });

  it('merges the transitions really run by the machine runner, per runner', async () => {
    const dir = scratch();
    const plan = buildPathPlan(otpSenderMachine, {
      events: otpSenderEvents,
      serializeState: (s) => JSON.stringify(s.value),
    });
    const handlers = {
      states: { idle: () => {}, sending: () => {}, sent: () => {}, canResend: () => {}, failed: () => {} },
      events: { SUBMIT: sendEvent, RETRY: sendEvent },
    } satisfies MachineHandlers<typeof otpSenderMachine>;
    for (const path of plan.paths) {
      const result = await runMachinePath(otpSenderMachine, path, handlers);
      writeRunRecord(record({ runner: 'machine', pathId: path.id, transitions: result.transitions }), dir);
    }
    writeRunRecord(record({ runner: 'browser', pathId: 'one', transitions: ['otpSender.idle|SUBMIT|0'] }), dir);
    expect(journeyCoverage({ otpSender: otpSenderMachine }, dir).otpSender).toEqual({
      states: 5,
      transitions: 6,
      machineCovered: 6,
      browserCovered: 1,
      browserPlanned: null,
      browserMissing: [],
      browserPaths: null,
    });
  });

  it('reports the browser plan of the current shape of the machine, not an older one', () => {
    const dir = scratch();
    const plan = { machine: 'otpSender', reduce: 'walks', paths: 1, steps: 6, shortestPaths: 3, transitions: [] };
    writeBrowserPlan({ ...plan, definitionHash: definitionHash(wizardMachine) }, dir);
    expect(journeyCoverage({ otpSender: otpSenderMachine }, dir).otpSender?.browserPaths).toBeNull();
    writeBrowserPlan({ ...plan, definitionHash: definitionHash(otpSenderMachine) }, dir);
    expect(journeyCoverage({ otpSender: otpSenderMachine }, dir).otpSender?.browserPaths).toEqual({
      reduce: 'walks',
      paths: 1,
      steps: 6,
      shortestPaths: 3,
    });
  });

  it('ignores records made against another shape of the machine and unknown transitions', () => {
    const dir = scratch();
    writeRunRecord(
      record({
        runner: 'machine',
        pathId: 'old',
        definitionHash: definitionHash(wizardMachine),
        transitions: ['otpSender.idle|SUBMIT|0'],
      }),
      dir,
    );
    writeRunRecord(
      record({ runner: 'machine', pathId: 'odd', transitions: ['otpSender.idle|GONE|0', 'otpSender.failed|RETRY|0'] }),
      dir,
    );
    expect(journeyCoverage({ otpSender: otpSenderMachine }, dir).otpSender?.machineCovered).toBe(1);
  });

  it('counts the browser transitions the app was seen taking against those planned, and fails short of them', () => {
    const dir = scratch();
    const planned = ['otpSender.idle|SUBMIT|0', 'otpSender.sending|xstate.done.actor.sendOtp|0'];
    const plan = { machine: 'otpSender', reduce: 'walks', paths: 1, steps: 2, shortestPaths: 1, transitions: planned };
    writeBrowserPlan({ ...plan, definitionHash: definitionHash(otpSenderMachine) }, dir);
    // The path's first step was seen; its second was not (the path failed there).
    writeRunRecord(record({ runner: 'browser', pathId: 'one', passed: false, transitions: [planned[0]!] }), dir);
    const short = journeyCoverage({ otpSender: otpSenderMachine }, dir);
    expect(short.otpSender).toMatchObject({ browserCovered: 1, browserPlanned: 2, browserMissing: [planned[1]] });
    expect(observedShortfalls(short)).toEqual([
      'otpSender: the app was seen taking 1 of the 2 planned transitions ' +
        '(not seen: otpSender.sending|xstate.done.actor.sendOtp|0)',
    ]);
    writeRunRecord(record({ runner: 'browser', pathId: 'one', transitions: planned }), dir);
    const full = journeyCoverage({ otpSender: otpSenderMachine }, dir);
    expect(full.otpSender).toMatchObject({ browserCovered: 2, browserPlanned: 2, browserMissing: [] });
    expect(observedShortfalls(full)).toEqual([]);
  });
});
