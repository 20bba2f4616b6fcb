import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { BrowserContext, BrowserEventContext } from './browser-runner.ts';
import type { Gate } from './gate.ts';
import { positionOf } from './onboarding-session.ts';
import type { Position } from './onboarding-session.ts';
import { addFault } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';

// Where a replayed path is, for the kyc and gst browser specs: the planned snapshot before and
// after the current step (what the screen must show, which button a SUBMIT presses) and the
// outcomes later steps plan (a CHANGE types the refused username or the wrong code when the
// call it leads to is planned to fail).

export interface Replay<G extends string> {
  steps: ReadonlyArray<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
  initial: AnyMachineSnapshot;
  /** Index of the step being replayed; -1 before the first. */
  index: number;
  gates: Record<G, Gate>;
  /** The applicant's phone: the test's own (a planned one given to startReplay is mapped). */
  phone: string;
  applicationId: string;
}

const replays = new WeakMap<Page, Replay<string>>();

export function startReplay<G extends string>(
  page: Page,
  context: BrowserContext,
  fields: Omit<Replay<G>, 'steps' | 'initial' | 'index'>,
): Replay<G> {
  const replay: Replay<G> = {
    ...fields,
    phone: testPhone(fields.phone),
    steps: context.path.steps.map((step) => ({ event: step.event, state: step.state })),
    initial: context.path.initial,
    index: -1,
  };
  replays.set(page, replay as Replay<string>);
  return replay;
}

export function replayOf<G extends string>(page: Page): Replay<G> {
  const replay = replays.get(page);
  if (!replay) throw new Error('open() did not start this path');
  return replay as Replay<G>;
}

/** The snapshot the plan expects now (after the current step, or the initial one). */
export function plannedNow(page: Page): AnyMachineSnapshot {
  const replay = replayOf(page);
  return replay.steps[replay.index]?.state ?? replay.initial;
}

/** The snapshot the current step starts from (the screen the user acts on). */
export function plannedBefore(page: Page): AnyMachineSnapshot {
  const replay = replayOf(page);
  return replay.steps[replay.index - 1]?.state ?? replay.initial;
}

/** The first later step of one of these types, if the path has one. */
export function ahead(page: Page, types: readonly string[]): AnyEventObject | undefined {
  const replay = replayOf(page);
  return replay.steps.slice(replay.index + 1).find((step) => types.includes(step.event.type))?.event;
}

/** Steps are counted by wrapping each event handler: the runner calls them in path order. */
export function counted<T extends object>(map: T): T {
  const wrapped = Object.entries(map).map(([type, handler]) => [
    type,
    async (context: BrowserEventContext & { event: AnyEventObject }) => {
      replayOf(context.page).index += 1;
      await (handler as (context: BrowserEventContext & { event: AnyEventObject }) => unknown)(context);
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

const errorBody = (message: string) => ({ error: { code: 'EPL-50000', message } });

/** Arms a sandbox fault answering §8 with `message` for this test's next `times` matching calls. */
export async function fault(page: Page, method: string, path: string, message: string, times = 1): Promise<void> {
  await addFault(page.request, { method, path, status: 500, times, body: errorBody(message) });
}

/** The stored token the app sends. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  if (!token) throw new Error('no token stored');
  return token;
}

/** A call as the applicant, beside the app (arranging where a path starts). */
export async function asApplicant(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
  const authorization = await tokenOf(page);
  const phone = replayOf(page).phone;
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization, 'x-phone-number': phone },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** The number a provider's code went to, as the OTP screen says it: masked, grouped as a mobile is. */
export const maskedPhone = (phone: string): string => `+91 XXXXX X${phone.slice(-4)}`;

/**
 * Checks where the lender has the applicant now. Read again when the read fails: after a few
 * idle seconds the server closes the request context's kept-alive socket (Node's 5 s timeout),
 * and a read sent on it at that moment is reset (ECONNRESET), which says nothing about the app.
 */
export async function expectPosition(page: Page, check: (position: Position) => void): Promise<void> {
  await expect(async () => check(await positionOf(page, page.request))).toPass({
    intervals: [100, 250],
    timeout: 10_000,
  });
}
