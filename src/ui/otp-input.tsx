import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldError, describedBy } from './field-message.tsx';
import * as fieldStyles from './field.css.ts';
import * as styles from './otp-input.css.ts';
import { useEditDismissedError } from './use-edit-dismissed-error.ts';

export interface OtpInputProps {
  /** The digits entered so far, joined (§5: one string). */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  length?: number;
  label?: ReactNode;
  /** Shown under the boxes until the user next edits them. */
  error?: string | null;
  onErrorClear?: () => void;
  autoFocus?: boolean;
  disabled?: boolean;
  className?: string;
}

const NON_DIGITS = /\D/g;

function toBoxes(value: string, length: number): string[] {
  const digits = value.replace(NON_DIGITS, '').slice(0, length).split('');
  return Array.from({ length }, (_, i) => digits[i] ?? '');
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 4,
  label = 'Enter OTP',
  error,
  onErrorClear,
  autoFocus = false,
  disabled = false,
  className,
}: OtpInputProps) {
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  // Boxes are kept locally because a cleared middle box is a hole the joined string
  // cannot express; the owner's value wins whenever it differs from what we last sent.
  const [boxes, setBoxes] = useState(() => toBoxes(value, length));
  if (boxes.length !== length || toBoxes(value, length).join('') !== boxes.join('')) {
    setBoxes(toBoxes(value, length));
  }

  const { visibleError, edited } = useEditDismissedError(error, onErrorClear);

  // A whole code the owner empties (refused, or replaced by a new one) is typed again from the
  // first box: the caret goes there as soon as the boxes take input again.
  const refocus = useRef(false);
  const wasComplete = useRef(false);
  const complete = toBoxes(value, length).every((digit) => digit !== '');
  useEffect(() => {
    if (wasComplete.current && value === '') refocus.current = true;
    wasComplete.current = complete;
    if (refocus.current && !disabled) {
      refocus.current = false;
      inputs.current[0]?.focus();
    }
  }, [value, complete, disabled]);

  function focusBox(index: number) {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  }

  function commit(next: string[]) {
    setBoxes(next);
    edited();
    const joined = next.join('');
    if (joined !== value) onChange(joined);
    if (next.every((digit) => digit !== '')) onComplete?.(joined);
  }

  // Pasted or autofilled codes fill boxes from `start`; a whole code always starts at
  // the first box, wherever the caret was.
  function spread(start: number, digits: string) {
    const from = digits.length >= length ? 0 : start;
    const next = [...boxes];
    let last = from;
    for (let k = 0; k < digits.length && from + k < length; k += 1) {
      next[from + k] = digits[k] ?? '';
      last = from + k;
    }
    commit(next);
    focusBox(last + 1);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    if (raw === '') {
      const next = [...boxes];
      next[index] = '';
      commit(next);
      return;
    }
    const digits = raw.replace(NON_DIGITS, '');
    if (digits === '') return;
    const previous = boxes[index] ?? '';
    // Typing into a filled box whose text was not selected yields two digits; keep the new one.
    const typed =
      digits.length === 1
        ? digits
        : digits.length === 2 && previous !== ''
          ? digits[0] === previous
            ? digits[1]
            : digits[0]
          : null;
    if (typed === null || typed === undefined) {
      spread(index, digits);
      return;
    }
    const next = [...boxes];
    next[index] = typed;
    commit(next);
    if (index < length - 1) focusBox(index + 1);
  }

  // Typing a box's own digit over it (its text is selected on focus) leaves the value as it was,
  // so React reports no change; the caret still moves on, as it does for any other digit.
  function handleInput(index: number, event: FormEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    if (typed !== '' && typed === boxes[index] && index < length - 1) focusBox(index + 1);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(NON_DIGITS, '');
    if (digits !== '') spread(index, digits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Backspace':
        if ((boxes[index] ?? '') === '' && index > 0) {
          event.preventDefault();
          const next = [...boxes];
          next[index - 1] = '';
          commit(next);
          focusBox(index - 1);
        }
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
      default:
        break;
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy(visibleError && errorId)}
      className={cx(styles.group, className)}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.boxes}>
        {boxes.map((digit, index) => (
          <input
            // The boxes never reorder, so the position is a stable key.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={visibleError ? true : undefined}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            className={styles.box}
            onChange={(event) => handleChange(index, event)}
            onInput={(event) => handleInput(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {visibleError ? <FieldError id={errorId}>{visibleError}</FieldError> : null}
    </div>
  );
}
