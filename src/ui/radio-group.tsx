import { useId } from 'react';
import type { ReactNode } from 'react';
import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { cx } from './class-names.ts';
import { FieldError, describedBy } from './field-message.tsx';
import * as fieldStyles from './field.css.ts';
import * as styles from './radio-group.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** More about the option, under its label and outside it (a disclosure, say), so it does not select. */
  details?: ReactNode;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  /** The selected value, or null/'' when nothing is chosen yet. */
  value: string | null;
  onValueChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

// Radix supplies the radiogroup semantics and roving focus: Tab enters the group once,
// arrow keys move between options and select them.
export function RadioGroup({
  label,
  options,
  value,
  onValueChange,
  name,
  required,
  disabled,
  error,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <RadioPrimitive.Root
        className={styles.root}
        // null keeps Radix controlled with nothing selected (undefined would make it uncontrolled).
        value={value === '' ? null : value}
        onValueChange={onValueChange}
        aria-labelledby={labelId}
        aria-describedby={describedBy(error && errorId)}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        name={name}
        required={required}
        disabled={disabled}
      >
        {options.map((option, index) => {
          const itemId = `${baseId}-option-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <RadioPrimitive.Item id={itemId} value={option.value} className={styles.item} disabled={option.disabled}>
                <RadioPrimitive.Indicator className={styles.indicator} />
              </RadioPrimitive.Item>
              <label
                htmlFor={itemId}
                className={styles.optionLabel}
                data-disabled={option.disabled || disabled ? '' : undefined}
              >
                {option.label}
              </label>
              {option.details ? <div className={styles.optionDetails}>{option.details}</div> : null}
            </div>
          );
        })}
      </RadioPrimitive.Root>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
