import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldError, describedBy } from './field-message.tsx';
import * as fieldStyles from './field.css.ts';
import * as styles from './checkbox.css.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'children'> {
  /** May contain links (e.g. "I accept the <a>terms</a>"); activating a link does not toggle the box. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
}

// A native checkbox, so keyboard, form and screen-reader behaviour come for free.
export function Checkbox({ label, checked, onCheckedChange, error, id, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <div className={styles.row}>
        <input
          {...inputProps}
          id={inputId}
          type="checkbox"
          className={styles.input}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
