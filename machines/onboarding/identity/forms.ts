import type { StepAnswer } from '../../../rules/onboarding/position.ts';
import { isFieldProblem } from '../../../rules/failure.ts';
import { messageOf } from '../../kit/app-call.ts';

// What the identity steps (kyc, gst, udyam) share: typed values and their errors, and how a
// failed call lands on a field or in the general alert (their OTPs are the otp child's). The
// field rules themselves (GSTIN check character, Aadhaar Verhoeff digit, Udyam format) live in
// src/lib and are injected by the app as the `valid` guard and `showErrors` action (machines
// import only xstate and src/api).

export interface IdentityForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The alert above the form: a server message, or a step's own neutral sentence. */
  error: string | null;
}

export type ChangeEvent = { type: 'CHANGE'; field: string; value: string };

export function changed(form: IdentityForm, event: ChangeEvent): Pick<IdentityForm, 'values' | 'errors'> {
  const { [event.field]: _cleared, ...errors } = form.errors;
  return { values: { ...form.values, [event.field]: event.value }, errors };
}

/** A call's failure on its field when the app could pin it there, else in the alert. */
export function failed(form: IdentityForm, error: unknown): Pick<IdentityForm, 'errors' | 'error'> {
  if (isFieldProblem(error)) return { errors: { ...form.errors, [error.field]: error.message }, error: null };
  return { errors: form.errors, error: messageOf(error) };
}

/** The answer a finished identity step hands the onboarding machine. */
export function answerOf(application: StepAnswer['application'] | null): StepAnswer {
  if (!application) throw new Error('An identity step finishes only with the lender’s answer');
  return { application };
}

/**
 * SUBMIT on an identity form: on to `target` when the fields pass their rules, else their errors
 * under them; the alert of an earlier failure goes either way. `params` names the fields, or
 * reads them from the context where the form decides which apply.
 */
export const submitWhenValid = <TParams>(target: string, params: TParams) =>
  [
    { guard: { type: 'valid', params }, target, actions: 'clearError' },
    { actions: ['clearError', { type: 'showErrors', params }] },
  ] as const;

/**
 * An identity form being typed: CHANGE keeps a value, SUBMIT goes on to `busy` when `fields` pass
 * their rules, and the form's way out (`away`: Back, Change GSTIN, Change number) leaves for
 * `target` with the alert cleared. Kyc's Aadhaar number, GST's consent and Udyam's list are this.
 */
export const formEntry = <const TAway extends string, const TTarget extends string>(
  busy: string,
  fields: readonly string[],
  away: TAway,
  target: TTarget,
) =>
  ({
    on: {
      CHANGE: { actions: 'assignValue' },
      SUBMIT: submitWhenValid(busy, { fields }),
      ...({ [away]: { target, actions: 'clearError' } } as Record<TAway, { target: TTarget; actions: 'clearError' }>),
    },
  }) as const;
