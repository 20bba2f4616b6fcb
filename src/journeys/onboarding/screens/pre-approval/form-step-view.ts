import type { ActorRef, Snapshot } from 'xstate';

// What the pre-approval screens read from a `formStep` actor (design contract "formStep").
// Structural, so any step built from the one formStep machine fits, whatever its provided
// actors and validators are.

export type FormStepEvent =
  { type: 'CHANGE'; field: string; value: string } | { type: 'SUBMIT' } | { type: 'SKIP' } | { type: 'RETRY' };

export interface FormStepContextView {
  readonly edit: boolean;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly serverError: string | null;
  readonly data: unknown;
}

export type FormStepSnapshotView = Snapshot<unknown> & {
  readonly context: FormStepContextView;
  readonly children: Readonly<Record<string, unknown>>;
  matches(state: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'skipping' | 'done'): boolean;
  can(event: FormStepEvent): boolean;
};

export type FormStepRef = ActorRef<FormStepSnapshotView, FormStepEvent>;

export type StepPhase = 'loading' | 'loadFailed' | 'form';

export interface StepView {
  readonly phase: StepPhase;
  readonly edit: boolean;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly serverError: string | null;
  readonly data: unknown;
  /** Saving or skipping: the primary button shows busy and fields are read-only. */
  readonly busy: boolean;
  readonly saving: boolean;
  readonly skipping: boolean;
  readonly canSubmit: boolean;
  readonly canSkip: boolean;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

export const NO_STEP: StepView = {
  phase: 'loading',
  edit: false,
  values: EMPTY,
  errors: EMPTY,
  serverError: null,
  data: null,
  busy: false,
  saving: false,
  skipping: false,
  canSubmit: false,
  canSkip: false,
};

export function stepView(snapshot: FormStepSnapshotView | undefined): StepView {
  if (!snapshot || snapshot.status !== 'active' || snapshot.matches('loading')) return NO_STEP;
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const skipping = snapshot.matches('skipping');
  return {
    phase: snapshot.matches('loadFailed') ? 'loadFailed' : 'form',
    edit: context.edit,
    values: context.values,
    errors: context.errors,
    serverError: context.serverError,
    data: context.data,
    busy: saving || skipping,
    saving,
    skipping,
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    canSkip: snapshot.can({ type: 'SKIP' }),
  };
}

// Values and errors are replaced (not mutated) by the machine's assigns, so reference
// equality per key is enough to skip renders that change nothing.
export function sameStepView(a: StepView, b: StepView): boolean {
  return (Object.keys(a) as (keyof StepView)[]).every((key) => Object.is(a[key], b[key]));
}

/** A value from the step's form, '' while the field was never typed into. */
export function valueOf(view: StepView, field: string): string {
  return view.values[field] ?? '';
}

export function errorOf(view: StepView, field: string): string | null {
  return view.errors[field] ?? null;
}
