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
  /**
   * A mark drawn inside the box at its end (a card network's logo): decoration, so say it in the
   * hint too. Pass it (even one that draws nothing yet) for the field's whole life: adding it
   * later would remount the input under the user's typing.
   */
  trailing?: ReactNode;
}

export function TextField({
  label,
  hint,
  error,
  onErrorClear,
  leadingText,
  trailing,
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
      className={cx(
        styles.input,
        leadingText ? styles.afterLeading : undefined,
        trailing !== undefined ? styles.beforeTrailing : undefined,
      )}
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

  const boxed =
    trailing !== undefined ? (
      <div className={styles.withTrailing}>
        {input}
        <span className={styles.trailing} aria-hidden="true">
          {trailing}
        </span>
      </div>
    ) : (
      input
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
          {boxed}
        </div>
      ) : (
        boxed
      )}
      {hint != null ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {visibleError ? <FieldError id={errorId}>{visibleError}</FieldError> : null}
    </div>
  );
}
