import { useId } from 'react';
import type { ReactNode } from 'react';
import * as fieldStyles from './field.css.ts';
import * as styles from './select-field.css.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The first, empty choice shown until one is picked. */
  placeholder: string;
  error?: string | null;
  disabled?: boolean;
}

// A native select: the phone's own picker on mobile, full keyboard and screen-reader support.
export function SelectField({
  label,
  name,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
