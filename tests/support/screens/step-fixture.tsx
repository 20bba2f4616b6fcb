import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { assign, createActor, fromPromise } from 'xstate';
import axe from 'axe-core';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import { formStepMachine } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepContext, FormStepLoad } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepRef } from '../../../src/journeys/onboarding/screens/pre-approval/form-step-view.ts';

// Radix's radio measures itself with ResizeObserver, which jsdom does not have; nothing here
// depends on sizes, so an observer that never reports is enough.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Screens under test run on the real formStep and documentUpload machines. Only the API-facing
// actors are replaced: each call waits until the test settles it, so busy states can be seen
// and every answer is the test's choice. Validation is injected per test as the app injects it
// (src/journeys/onboarding/steps.ts): the tests pass the app's own validators.

export interface PendingCall {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class Calls {
  private readonly pending = new Map<string, PendingCall[]>();
  readonly made: string[] = [];

  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.made.push(name);
          const list = this.pending.get(name) ?? [];
          list.push({ input, resolve: resolve as (value: unknown) => void, reject });
          this.pending.set(name, list);
        }),
    );
  }

  next(name: string): PendingCall {
    const call = this.pending.get(name)?.shift();
    if (!call) throw new Error(`no pending ${name} call (made: ${this.made.join(', ') || 'none'})`);
    return call;
  }

  count(name: string): number {
    return this.made.filter((made) => made === name).length;
  }
}

export type Validate = (context: FormStepContext) => Record<string, string>;

export interface StepOptions {
  validate?: Validate;
  edit?: boolean;
  draft?: Record<string, string> | null;
  canSkip?: boolean;
}

export const APPLICATION_ID = 'app-1';

export const POSITION = {
  id: APPLICATION_ID,
  status: 'personalInfoUpdated',
  subStatus: null,
  nextAction: 'kycSelection',
  percentCompleted: 10,
};

export function createStep(options: StepOptions = {}) {
  const calls = new Calls();
  const validate = options.validate ?? (() => ({}));
  const drafts: Record<string, string>[] = [];
  const logic = formStepMachine.provide({
    actors: {
      load: calls.actor('load'),
      save: calls.actor('save'),
      skip: calls.actor('skip'),
      documentUpload: documentUploadMachine.provide({
        actors: { inspect: calls.actor('inspect'), unlock: calls.actor('unlock'), upload: calls.actor('upload') },
      }),
    },
    guards: {
      valid: ({ context }) => Object.keys(validate(context)).length === 0,
      canSkip: () => options.canSkip ?? false,
    },
    actions: {
      showErrors: assign(({ context }) => ({ errors: validate(context) })),
      persistDraft: ({ context }) => {
        drafts.push(context.values);
      },
      clearDraft: () => {
        drafts.length = 0;
      },
    },
  });
  const actor = createActor(logic, {
    input: {
      step: 'personalInfo',
      applicationId: APPLICATION_ID,
      edit: options.edit ?? false,
      draft: options.draft ?? null,
    },
  });
  actor.start();
  return { actor, calls, drafts, ref: actor as FormStepRef };
}

/** Settles the pending load the way the lender would answer it. */
export async function finishLoad(calls: Calls, load: FormStepLoad): Promise<void> {
  await act(async () => {
    calls.next('load').resolve(load);
    await Promise.resolve();
  });
}

export async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

export function renderInRouter(element: ReactNode) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

/** axe's WCAG A/AA rules on the rendered page (colour contrast needs layout, which jsdom lacks). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
