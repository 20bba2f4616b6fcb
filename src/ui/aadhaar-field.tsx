import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { formatMaskedAadhaar } from '../lib/format/aadhaar.ts';

const digitsOf = (typed: string): string => typed.replace(/\D/g, '').slice(0, 12);

/** '234567890123' → '2345 6789 0123', as the card prints it; grouped as it is typed. */
export function groupAadhaar(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 12);
  return (digits.match(/\d{1,4}/g) ?? []).join(' ');
}

/** 'XXXX XXXX 0123': a whole number once the box is left; anything shorter stays as typed. */
export function maskAadhaar(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 12 ? formatMaskedAadhaar(digits) : groupAadhaar(typed);
}

export const AADHAAR_NOT_KEPT = 'For your safety we do not keep your Aadhaar number: after a reload, type it again.';

export interface AadhaarFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'hint'> {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An Aadhaar number: grouped 4-4-4 as it is typed, shown as XXXX XXXX 1234 whenever the box is
 * not being edited, with the one sentence that says why it is gone after a reload.
 * `onChange` gets the digits alone, as the lender takes them.
 */
export function AadhaarField({ value, onChange, onFocus, onBlur, ...props }: AadhaarFieldProps) {
  const [editing, setEditing] = useState(false);
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={14}
      hint={AADHAAR_NOT_KEPT}
      value={editing ? groupAadhaar(value) : maskAadhaar(value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setEditing(false);
        onBlur?.(event);
      }}
      onChange={(event) => onChange({ ...event, target: { ...event.target, value: digitsOf(event.target.value) } })}
    />
  );
}
