import { useSelector } from '@xstate/react';
import { fieldProps } from '../../../../kit/field-props.ts';
import { sameStepView, stepView, type FormStepRef } from './form-step-view.ts';

/** A formStep screen's view, its CHANGE sender, and the props that bind each control to its field. */
export function useStepForm(step: FormStepRef | null) {
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  const change = (field: string) => (value: string) => step?.send({ type: 'CHANGE', field, value });
  const { values, errors, busy } = view;
  return { view, change, ...fieldProps({ values, errors, change, busy, textLock: 'readOnly' }) };
}
