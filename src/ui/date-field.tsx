import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

// A date typed day first, as India writes it (DD/MM/YYYY), where a browser's own date input
// follows the device's locale (mm/dd/yyyy on many phones). The form keeps the wire's YYYY-MM-DD
// once the date is whole; until then it keeps what was typed, which the form's rule refuses.

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '15041988' or '15/04/1988' → '15/04/1988'; the slashes come as the digits do. */
export function maskDate(typed: string): string {
  const iso = ISO.exec(typed.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** What the form keeps: YYYY-MM-DD for a whole date, else the text as shown ('' when empty). */
export function dateToWire(shown: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : shown;
}

/** What the field shows for a value the form holds. */
export function dateFromWire(value: string): string {
  return maskDate(value);
}

/** The first thing wrong with a typed date, said plainly; null when it is a real DD/MM/YYYY date. */
export function dateProblem(shown: string): string | null {
  if (shown === '') return null;
  const [day = '', month = '', year = ''] = shown.split('/');
  if (day.length < 2 || Number(day) < 1 || Number(day) > 31) return 'Enter the day as two digits, 01 to 31';
  if (month.length < 2 || Number(month) < 1 || Number(month) > 12) return 'Enter the month as two digits, 01 to 12';
  if (year.length < 4) return 'Enter the year in four digits, like 1988';
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return `This month has no day ${day}`;
  return null;
}

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'hint'> {
  /** YYYY-MM-DD, or the unfinished text the field last sent. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A date of birth (or any date) in day-month-year order: one text box with a DD/MM/YYYY mask,
 * its format said under it, and a message for the part that is wrong once the box is left.
 * `onChange` gets an event whose target value is what the form keeps (see dateToWire).
 */
export function DateField({ value, onChange, error, onBlur, ...props }: DateFieldProps) {
  const [shown, setShown] = useState(() => dateFromWire(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The owner's value wins whenever it is not what this field last sent (a saved draft, a reset).
  if (dateToWire(shown) !== value) {
    setShown(dateFromWire(value));
    setProblem(null);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = maskDate(event.target.value);
    setShown(next);
    setProblem(null);
    onChange({ ...event, target: { ...event.target, value: dateToWire(next) } });
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    setProblem(dateProblem(shown));
    onBlur?.(event);
  }

  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      placeholder="DD/MM/YYYY"
      maxLength={10}
      hint="Day, month and year, like 15/04/1988"
      value={shown}
      error={problem ?? error}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
