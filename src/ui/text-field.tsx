import { useId } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldError, FieldHint, describedBy } from './field-message.tsx';
import * as fieldStyles from './field.css.ts';
import * as styles from './text-field.css.ts';
import { useEditDismissedError } from './use-edit-dismissed-error.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field until the user next edits it. */
  error?: string | null;
  /** Called on the first edit after an error, so the owner can drop it from its state too. */
  onErrorClear?: () => void;
  /** Fixed text drawn inside the box before what is typed (the "+91" of a mobile number). */
  leadingText?: string;
}

export function TextField({
  label,
  hint,
  error,
  onErrorClear,
  leadingText,
  onChange,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const leadingId = `${inputId}-leading`;

  const { visibleError, edited } = useEditDismissedError(error, onErrorClear);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    edited();
    onChange?.(event);
  }

  const input = (
    <input
      {...inputProps}
      id={inputId}
      className={cx(styles.input, leadingText ? styles.afterLeading : undefined)}
      onChange={handleChange}
      aria-invalid={visibleError ? true : undefined}
      aria-describedby={describedBy(
        leadingText && leadingId,
        hint != null && hintId,
        visibleError && errorId,
        extraDescribedBy,
      )}
    />
  );

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      {leadingText ? (
        <div className={styles.withLeading}>
          <span id={leadingId} className={styles.leading}>
            {leadingText}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {hint != null ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {visibleError ? <FieldError id={errorId}>{visibleError}</FieldError> : null}
    </div>
  );
}
