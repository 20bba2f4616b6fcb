import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { errorOf, sameStepView, stepView, valueOf, type FormStepRef } from './form-step-view.ts';

const asTyped = (typed: string) => typed;

/**
 * A formStep screen's view, and the props that bind each control to its field: the control
 * shows the field's value and error, is read-only (or disabled) while the step saves, and
 * sends CHANGE. A control that differs (a value computed on screen, a narrower lock) sets
 * that prop after the spread.
 */
export function useStepForm(step: FormStepRef | null) {
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  const change = (field: string) => (value: string) => step?.send({ type: 'CHANGE', field, value });
  return {
    view,
    change,
    /** A TextField; `clean` shapes what was typed before the step sees it. */
    text: (field: string, clean: (typed: string) => string = asTyped) => ({
      name: field,
      value: valueOf(view, field),
      error: errorOf(view, field),
      readOnly: view.busy,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field)(clean(event.target.value)),
    }),
    /** A SelectField or a RadioGroup. */
    choice: (field: string) => ({
      name: field,
      value: valueOf(view, field),
      error: errorOf(view, field),
      disabled: view.busy,
      onValueChange: change(field),
    }),
    /** A Checkbox whose field holds 'true' or 'false'. */
    flag: (field: string) => ({
      name: field,
      checked: valueOf(view, field) === 'true',
      disabled: view.busy,
      onCheckedChange: (checked: boolean) => change(field)(checked ? 'true' : 'false'),
    }),
  };
}
