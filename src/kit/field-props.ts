import type { ChangeEvent } from 'react';

/** Where a journey step keeps its form: the typed values and their errors by field name. */
export interface FieldSource {
  readonly values: Readonly<Record<string, string | undefined>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly change: (field: string) => (value: string) => void;
  /** The step is saving: every control locks. */
  readonly busy: boolean;
  /** How a text field locks: formSteps keep it read-only (still focusable), identity steps disable it. */
  readonly textLock: 'readOnly' | 'disabled';
}

const asTyped = (typed: string) => typed;

/**
 * The props that bind a control to one field of a step: it shows the field's value and error,
 * locks while the step saves, and sends CHANGE. A control that differs (a value computed on
 * screen, a narrower lock) sets that prop after the spread.
 */
export function fieldProps({ values, errors, change, busy, textLock }: FieldSource) {
  return {
    /** A TextField; `clean` shapes what was typed before the step sees it. */
    text: (field: string, clean: (typed: string) => string = asTyped) => ({
      name: field,
      value: values[field] ?? '',
      error: errors[field] ?? null,
      ...(textLock === 'readOnly' ? { readOnly: busy } : { disabled: busy }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field)(clean(event.target.value)),
    }),
    /** A SelectField or a RadioGroup. */
    choice: (field: string) => ({
      name: field,
      value: values[field] ?? '',
      error: errors[field] ?? null,
      disabled: busy,
      onValueChange: change(field),
    }),
    /** A Checkbox whose field holds 'true' or 'false'. */
    flag: (field: string) => ({
      name: field,
      checked: values[field] === 'true',
      disabled: busy,
      onCheckedChange: (checked: boolean) => change(field)(checked ? 'true' : 'false'),
    }),
  };
}

interface ChangingStep {
  send: (event: { type: 'CHANGE'; field: string; value: string }) => void;
}

interface StepForm {
  readonly values: Readonly<Record<string, string | undefined>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
}

/**
 * Binds controls to a step that takes each keystroke as CHANGE { field, value } (identity steps,
 * the guarantor's forms); everything is disabled while `busy`.
 */
export function changeFields(step: ChangingStep, form: StepForm, busy: boolean) {
  const change = (field: string) => (value: string) => step.send({ type: 'CHANGE', field, value });
  return {
    change,
    ...fieldProps({ values: form.values, errors: form.errors, change, busy, textLock: 'disabled' }),
  };
}
