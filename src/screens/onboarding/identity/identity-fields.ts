import { fieldProps } from '../field-props.ts';

interface IdentityStep {
  send: (event: { type: 'CHANGE'; field: string; value: string }) => void;
}

interface IdentityForm {
  readonly values: Readonly<Record<string, string | undefined>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
}

/** Binds controls to an identity step's values and errors; everything is disabled while `busy`. */
export function identityFields(step: IdentityStep, context: IdentityForm, busy: boolean) {
  const change = (field: string) => (value: string) => step.send({ type: 'CHANGE', field, value });
  return {
    change,
    ...fieldProps({ values: context.values, errors: context.errors, change, busy, textLock: 'disabled' }),
  };
}
