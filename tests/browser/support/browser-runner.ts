import type { APIRequestContext, Page, TestType } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { assertHandlersCoverMachine } from '../../support/harness/handlers.ts';
import type { HandlerMap } from '../../support/harness/handlers.ts';
import { buildPathPlan, coveredBy, shortestCover } from '../../support/harness/plan.ts';
import { coveringWalks } from '../../support/harness/walks.ts';
import type { PathPlan, PlanOptions, PlannedPath } from '../../support/harness/plan.ts';
import { definitionHash, writeBrowserPlan, writeRunRecord } from '../../../scripts/journey-graph/run-records.ts';
import { activeStateNodes, statePath } from '../../../scripts/journey-graph/transitions.ts';
import { createSandboxClient } from './sandbox-client.ts';
import type { SandboxClient } from './sandbox-client.ts';
import { watchTransitions } from './observed-transitions.ts';
import { cachedPlan, optionsKey } from './plan-cache.ts';
import type { TransitionWatch } from './observed-transitions.ts';

// Browser runner: the same path plan as the machine runner, replayed in the built app served by
// `npm start` (Playwright's baseURL). The sandbox is shared with tests running beside this one,
// so a path is never reset: it works with the test's own phones and tag (support/test.ts,
// support/test-identity.ts), and the faults it arms are its own. Handlers act like a user
// (click, type) and assert what the screen shows. Built-in events need handlers here too: an
// `xstate.error.actor.*` handler typically checks the error message, and the handler of the
// event *before* it (which sees `next`) installs the sandbox fault that makes the call fail.
// A step counts once the app's own actor took its planned transitions (the test build's journey
// observer, support/observed-transitions.ts): a screen that passed is not enough, and a step whose
// screen was reached another way fails (docs/testing.md, "Observed coverage").

export interface BrowserContext {
  page: Page;
  sandbox: SandboxClient;
  path: PlannedPath;
}

export interface BrowserEventContext extends BrowserContext {
  /** The step after this one, if any: lets a handler arrange the outcome the path expects next. */
  next: AnyEventObject | undefined;
}

type BuiltInHandlers = Record<
  string,
  (context: BrowserEventContext & { event: AnyEventObject }) => void | Promise<void>
>;

export type BrowserHandlers<M extends AnyStateMachine> = HandlerMap<M, BrowserContext, BrowserEventContext> & {
  /** Handlers for invoke results and delays (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.*`). */
  builtIns: BuiltInHandlers;
  /** Runs before the app is opened (e.g. PUT the test's customer). */
  setup?: (context: BrowserContext) => void | Promise<void>;
  /** Opens the app where the machine starts. */
  open: (context: BrowserContext) => void | Promise<void>;
};

export interface BrowserRunOptions<M extends AnyStateMachine> extends PlanOptions<M> {
  name?: string;
  record?: boolean;
  /**
   * Replay fewer paths than the plan has, still taking every transition it takes. A browser path
   * costs seconds before its first step (support/test.ts's context, a seeded and logged-in
   * applicant, the app's boot), a machine path microseconds, so the browser replays:
   * - `'walks'`: covering walks (tests/support/harness/walks.ts), fewest paths, each up to 30 steps;
   * - `'shortest'`: the fewest shortest paths (greedy set cover: each kept path takes at least one
   *   transition no earlier kept path took), for a spec whose handlers still assume a path ends
   *   soon after a payment, a signature or a login (ADR 007 lists them and why).
   */
  reduce?: 'walks' | 'shortest';
}

/** What one step of a browser path may add to the suite's test timeout (2 workers on 2 busy cores). */
const STEP_TIME_MS = 2_500;
/**
 * How long one event's step may take before it fails by its own name rather than the path's
 * timeout: a step stuck in a handler's own wait (a held call the app never made) has no pending
 * Playwright action to name it. Above the slowest step (a handler that replays a child journey
 * through the UI) under load; the test's own timeout still bounds opening the app.
 */
const STEP_TIMEOUT_MS = 45_000;

/** Runs one named part of a path: Playwright's test.step in a test (reported, with its own timeout). */
export type PathStep = (title: string, body: () => Promise<void>, timeoutMs?: number) => Promise<void>;

const unnamedStep: PathStep = (_title, body) => body();

export async function runBrowserPath<M extends AnyStateMachine>(
  path: PlannedPath,
  handlers: BrowserHandlers<M>,
  context: { page: Page; sandbox: SandboxClient; watch: TransitionWatch },
  completed: string[],
  step: PathStep = unnamedStep,
): Promise<void> {
  const { watch, ...rest } = context;
  const base: BrowserContext = { ...rest, path };
  const stateHandlers = handlers.states as Record<string, (context: BrowserContext) => unknown>;
  const eventHandlers = { ...(handlers.events as BuiltInHandlers), ...handlers.builtIns };
  const checkStates = async (snapshot: PlannedPath['initial'], where: string): Promise<void> => {
    for (const node of activeStateNodes(snapshot)) {
      if (node.type !== 'atomic' && node.type !== 'final') continue;
      const handler = stateHandlers[statePath(node)];
      if (!handler) throw new Error(`${where}: no handler for state ${statePath(node)}`);
      await handler(base);
    }
  };
  await step('open', async () => {
    await watch.start();
    await handlers.setup?.(base);
    await handlers.open(base);
    await checkStates(path.initial, 'initial state');
    await watch.expect(path.initialTransitions);
  });
  // Only what the app was seen to take (watch.expect resolved) is recorded as covered.
  completed.push(...path.initialTransitions);
  for (const [index, planned] of path.steps.entries()) {
    const where = `step ${index + 1} (${planned.event.type})`;
    const handler = eventHandlers[planned.event.type];
    if (!handler) throw new Error(`${where}: no handler for event ${planned.event.type}`);
    await step(
      where,
      async () => {
        await handler({ ...base, event: planned.event, next: path.steps[index + 1]?.event });
        await checkStates(planned.state, where);
        await watch.expect(planned.transitions).catch((error: unknown) => {
          throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        });
      },
      STEP_TIMEOUT_MS,
    );
    completed.push(...planned.transitions);
  }
}

/** Registers one Playwright test per planned path (plus the handler coverage check); returns the plan. */
export function runBrowserPaths<M extends AnyStateMachine>(
  test: TestType<{ page: Page; request: APIRequestContext }, object>,
  machine: M,
  handlers: BrowserHandlers<M>,
  options: BrowserRunOptions<M>,
): PathPlan {
  const name = options.name ?? machine.id;
  const hash = definitionHash(machine);
  // Searched once a run, whichever process loads this spec first (support/plan-cache.ts).
  const key = optionsKey(options);
  const { plan, extras } = cachedPlan(machine, options, key === null ? null : `${name} ${hash} ${key}`, () => {
    const built = buildPathPlan(machine, options);
    const reduced =
      options.reduce === 'walks'
        ? coveringWalks(machine, options, built)
        : options.reduce === 'shortest'
          ? shortestCover(built)
          : built;
    return { plan: reduced, extras: { shortestPaths: shortestCover(built).paths.length } };
  });
  if (options.record !== false) {
    writeBrowserPlan({
      machine: name,
      definitionHash: hash,
      reduce: options.reduce ?? 'all',
      paths: plan.paths.length,
      steps: plan.paths.reduce((sum, path) => sum + path.steps.length, 0),
      shortestPaths: extras.shortestPaths,
      transitions: [...coveredBy(plan.paths)].sort(),
    });
  }
  test.describe(`${name} browser paths`, () => {
    test('has a handler for every state and event', () => {
      assertHandlersCoverMachine(
        machine,
        { states: handlers.states, events: { ...handlers.events, ...handlers.builtIns } },
        { builtInEvents: true },
      );
      if (plan.transitions.uncovered.length)
        throw new Error(`paths miss transitions: ${plan.transitions.uncovered.join(', ')}`);
    });
    for (const path of plan.paths) {
      test(path.description, async ({ page, request }, testInfo) => {
        // The suite's timeout is for a test of a few steps; a path's time grows with its steps
        // (each waits on the screen, some scan it with axe), so each step brings its own share.
        testInfo.setTimeout(testInfo.timeout + STEP_TIME_MS * path.steps.length);
        const completed: string[] = [];
        let passed = false;
        const watch = watchTransitions(page, machine);
        try {
          const step: PathStep = (title, body, timeout) => test.step(title, body, timeout ? { timeout } : {});
          const sandbox = createSandboxClient(request);
          await runBrowserPath(path, handlers, { page, sandbox, watch }, completed, step);
          passed = true;
        } finally {
          if (options.record !== false) {
            writeRunRecord({
              machine: name,
              runner: 'browser',
              definitionHash: hash,
              pathId: path.id,
              description: path.description,
              passed,
              transitions: [...new Set(completed)],
              observed: watch.stats(),
              states: [],
              finishedAt: new Date().toISOString(),
            });
          }
        }
      });
    }
  });
  return plan;
}
