// PAN (Permanent Account Number) rules: the format, the holder type its 4th letter
// encodes, and the §5 key rule for the PAN field.
//
// The §5 rule is applied to the value an edit WOULD produce, not just to the key's
// position: inserting a letter in the middle of "ABCDE12" shifts "E" into a digit slot,
// so it is refused even though position 1 takes letters. The field therefore only ever
// holds a prefix of a well-formed PAN, except after deletions, which §5 always allows.

import { patternError } from './field-error.ts';

export const PAN_LENGTH = 10;

/** Five letters, four digits, one letter (Income Tax Department format). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export type PanHolderType =
  | 'Individual'
  | 'Company'
  | 'Hindu Undivided Family'
  | 'Firm'
  | 'Association of Persons'
  | 'Trust'
  | 'Body of Individuals'
  | 'Local Authority'
  | 'Artificial Juridical Person'
  | 'Government';

const HOLDER_TYPES: Readonly<Record<string, PanHolderType>> = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
};

export const PAN_REQUIRED_MESSAGE = 'Please enter your PAN';
export const PAN_FORMAT_MESSAGE = 'PAN must be 10 characters like ABCDE1234F';

/** Keys §5 allows whatever the value and caret are. */
export const PAN_ALWAYS_ALLOWED_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Tab',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
]);

export function normalisePan(value: string): string {
  return value.trim().toUpperCase();
}

// The holder-type letter is deliberately not part of validity: the spec's own example
// (ABCDE1234F) has "D" there, and the lender, not the form, is the authority on PANs.
export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(normalisePan(value));
}

/** The holder type encoded by the 4th character, or null while unknown or not typed yet. */
export function panHolderType(pan: string): PanHolderType | null {
  const letter = normalisePan(pan).charAt(3);
  return HOLDER_TYPES[letter] ?? null;
}

export function panError(value: string): string | null {
  return patternError(normalisePan(value), PAN_PATTERN, { required: PAN_REQUIRED_MESSAGE, format: PAN_FORMAT_MESSAGE });
}

function fitsPosition(character: string, position: number): boolean {
  if (position < 5 || position === 9) return /^[A-Z]$/.test(character);
  if (position < 9) return /^[0-9]$/.test(character);
  return false;
}

/** True when `value` (already upper case) could still grow into a PAN. */
export function isPanPrefix(value: string): boolean {
  if (value.length > PAN_LENGTH) return false;
  for (let position = 0; position < value.length; position += 1) {
    if (!fitsPosition(value.charAt(position), position)) return false;
  }
  return true;
}

export interface PanEdit {
  readonly value: string;
  /** Caret or selection as the input reports it; null is treated as the end of the value. */
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
}

function selectionOf(edit: PanEdit): { start: number; end: number } {
  const length = edit.value.length;
  const clamp = (n: number | null) => Math.min(Math.max(n ?? length, 0), length);
  const start = clamp(edit.selectionStart);
  const end = Math.max(start, clamp(edit.selectionEnd));
  return { start, end };
}

/** The value after replacing the selection with `text` (letters upper-cased). */
export function applyPanEdit(edit: PanEdit & { readonly text: string }): string {
  const { start, end } = selectionOf(edit);
  return (edit.value.slice(0, start) + edit.text + edit.value.slice(end)).toUpperCase();
}

/**
 * Whether typing `text` over the current selection keeps the field a PAN prefix of at most
 * 10 characters. Also fits `beforeinput` events, whose `data` is the text being inserted
 * (mobile keyboards report key "Unidentified" on keydown, so keydown alone cannot filter).
 */
export function panInsertAllowed(edit: PanEdit & { readonly text: string }): boolean {
  if (edit.text === '') return true;
  return isPanPrefix(applyPanEdit(edit));
}

export interface PanKeyEvent extends PanEdit {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/**
 * The §5 key filter for the PAN field's keydown: false means preventDefault.
 *
 * Ctrl/Cmd shortcuts (paste, copy, cut, select all, undo) pass so the field stays usable;
 * what a paste inserts goes through `pastePan`. Ctrl+Alt is not a shortcut: on Windows it
 * is AltGr typing a character, which the character rules judge.
 */
export function panKeyAllowed(event: PanKeyEvent): boolean {
  if (PAN_ALWAYS_ALLOWED_KEYS.has(event.key)) return true;
  if ((event.ctrlKey === true || event.metaKey === true) && event.altKey !== true) return true;
  // Named keys (Enter, Home, Escape, Unidentified, Dead...) are "other keys" in §5.
  if ([...event.key].length !== 1) return false;
  return panInsertAllowed({ ...event, text: event.key });
}

const EMBEDDED_PAN = /[A-Z]{5}[0-9]{4}[A-Z]/;

/**
 * Cleans free text (a paste, an autofill) into a PAN prefix. Upper-cases; when the text
 * holds a whole PAN among other characters ("PAN: ABCPE-1234-F") that PAN wins, since
 * dropping characters one by one would splice the label into it; otherwise every
 * character that does not fit the next position is skipped, up to 10 characters.
 */
export function sanitisePanInput(text: string): string {
  const upper = text.toUpperCase();
  const embedded = EMBEDDED_PAN.exec(upper.replace(/[^0-9A-Z]/g, ''));
  if (embedded) return embedded[0];
  let pan = '';
  for (const character of upper) {
    if (pan.length === PAN_LENGTH) break;
    if (fitsPosition(character, pan.length)) pan += character;
  }
  return pan;
}

/** The field's value and caret after pasting `text` over the selection. */
export function pastePan(edit: PanEdit & { readonly text: string }): { value: string; caret: number } {
  const { start } = selectionOf(edit);
  const value = sanitisePanInput(applyPanEdit(edit));
  const caret = sanitisePanInput(edit.value.slice(0, start) + edit.text).length;
  return { value, caret: Math.min(caret, value.length) };
}
