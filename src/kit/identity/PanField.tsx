import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { TextField } from '../../ui/index.ts';
import {
  PAN_LENGTH,
  panHolderType,
  panInsertAllowed,
  panKeyAllowed,
  pastePan,
  sanitisePanInput,
} from '../../../rules/identity/pan.ts';
import * as styles from './pan-field.css.ts';

export interface PanFieldProps {
  value: string;
  error: string | null;
  readOnly: boolean;
  onValueChange: (value: string) => void;
}

/**
 * The PAN box with the §5 key rule: keydown filters hardware keys, `beforeinput` filters what
 * mobile keyboards insert (they report key "Unidentified"), paste is cleaned into a PAN prefix.
 * The holder type the 4th character encodes is announced as soon as it is typed.
 */
export function PanField({ value, error, readOnly, onValueChange }: PanFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const holderId = useId();
  // Where the caret belongs after a paste rewrote the value; applied once React has rendered it.
  const pendingCaret = useRef<number | null>(null);
  const holderType = panHolderType(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [value]);

  // React has no beforeinput prop with `inputType`/`data`, so listen natively.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onBeforeInput = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertFromPaste') return;
      const text = event.data ?? '';
      if (
        !panInsertAllowed({
          value: input.value,
          selectionStart: input.selectionStart,
          selectionEnd: input.selectionEnd,
          text,
        })
      ) {
        event.preventDefault();
      }
    };
    input.addEventListener('beforeinput', onBeforeInput);
    return () => input.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const allowed = panKeyAllowed({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      value: input.value,
      selectionStart: input.selectionStart,
      selectionEnd: input.selectionEnd,
    });
    // Enter submits the form; the §5 rule is about what reaches the value, not form submission.
    if (!allowed && event.key !== 'Enter') event.preventDefault();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = pastePan({
      value: input.value,
      selectionStart: input.selectionStart,
      selectionEnd: input.selectionEnd,
      text: event.clipboardData.getData('text'),
    });
    pendingCaret.current = pasted.caret;
    onValueChange(pasted.value);
  }

  return (
    <div className={styles.root}>
      <TextField
        ref={inputRef}
        label="PAN"
        name="pan"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PAN_LENGTH}
        placeholder="ABCDE1234F"
        className={styles.field}
        value={value}
        error={error}
        readOnly={readOnly}
        aria-describedby={holderType ? holderId : undefined}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // Autofill and anything the filters let through still end up a PAN prefix.
        onChange={(event) => onValueChange(sanitisePanInput(event.target.value))}
      />
      <p id={holderId} className={styles.holder} aria-live="polite">
        {holderType ? `Holder type: ${holderType}` : null}
      </p>
    </div>
  );
}
