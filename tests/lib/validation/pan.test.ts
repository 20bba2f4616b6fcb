import { describe, expect, it } from 'vitest';
import {
  PAN_FORMAT_MESSAGE,
  PAN_PATTERN,
  PAN_REQUIRED_MESSAGE,
  isPanPrefix,
  isValidPan,
  panError,
  panHolderType,
  panInsertAllowed,
  panKeyAllowed,
  pastePan,
  sanitisePanInput,
} from '../../../rules/identity/pan.ts';

const FULL = 'ABCPE1234F';
const NAVIGATION = ['Backspace', 'Tab', 'Delete', 'ArrowLeft', 'ArrowRight'];

/** Keydown at the end of `value` with nothing selected. */
function typedAtEnd(
  value: string,
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
) {
  return panKeyAllowed({ value, selectionStart: value.length, selectionEnd: value.length, key, ...modifiers });
}

describe('PAN format', () => {
  it.each(['ABCPE1234F', 'AAACR5055K', 'ZZZZZ9999Z', 'ABCDE1234F'])('accepts %s', (pan) => {
    expect(isValidPan(pan)).toBe(true);
    expect(panError(pan)).toBeNull();
  });

  it('normalises case and surrounding spaces', () => {
    expect(isValidPan(' abcpe1234f ')).toBe(true);
    expect(panError('abcpe1234f')).toBeNull();
  });

  it.each([
    'ABCPE1234',
    'ABCPE1234FF',
    'ABCP11234F',
    'ABCPEA234F',
    'ABCPE12345',
    '1BCPE1234F',
    'ABCPE 1234F',
    'ABCPE-1234F',
    'ÄBCPE1234F',
    'ABCPE１234F',
  ])('rejects %s with the format message', (pan) => {
    expect(isValidPan(pan)).toBe(false);
    expect(panError(pan)).toBe(PAN_FORMAT_MESSAGE);
  });

  it('asks for the PAN when empty', () => {
    expect(panError('')).toBe(PAN_REQUIRED_MESSAGE);
    expect(panError('   ')).toBe(PAN_REQUIRED_MESSAGE);
  });

  it('pattern is the documented one', () => {
    expect(PAN_PATTERN.source).toBe('^[A-Z]{5}[0-9]{4}[A-Z]$');
  });
});

describe('panHolderType (4th character)', () => {
  it.each([
    ['P', 'Individual'],
    ['C', 'Company'],
    ['H', 'Hindu Undivided Family'],
    ['F', 'Firm'],
    ['A', 'Association of Persons'],
    ['T', 'Trust'],
    ['B', 'Body of Individuals'],
    ['L', 'Local Authority'],
    ['J', 'Artificial Juridical Person'],
    ['G', 'Government'],
  ])('%s is %s', (letter, holder) => {
    expect(panHolderType(`ABC${letter}E1234F`)).toBe(holder);
    expect(panHolderType(`abc${letter.toLowerCase()}`)).toBe(holder);
  });

  it('is null for letters that encode no holder type and for short input', () => {
    for (const letter of 'DEIKMNOQRSUVWXYZ') expect(panHolderType(`ABC${letter}E1234F`)).toBeNull();
    expect(panHolderType('ABC')).toBeNull();
    expect(panHolderType('')).toBeNull();
  });
});

describe('panKeyAllowed: §5 key rule, typing at the end', () => {
  const letters = ['A', 'Z', 'm', 'q'];
  const digits = ['0', '5', '9'];
  const others = [' ', '-', '.', '/', '@', '_', 'é', 'Ä', '१', '５', '😀'];

  // Every position 1-10 (value length 0-9) × letters, digits and other characters.
  for (let position = 1; position <= 10; position += 1) {
    const before = FULL.slice(0, position - 1);
    const wantsLetter = position <= 5 || position === 10;
    it(`position ${position} takes ${wantsLetter ? 'letters' : 'digits'} only`, () => {
      for (const key of letters) expect(typedAtEnd(before, key), `${before}+${key}`).toBe(wantsLetter);
      for (const key of digits) expect(typedAtEnd(before, key), `${before}+${key}`).toBe(!wantsLetter);
      for (const key of others) expect(typedAtEnd(before, key), `${before}+${JSON.stringify(key)}`).toBe(false);
    });
  }

  it('stops at 10 characters', () => {
    for (const key of ['A', 'Z', '0', '9']) expect(typedAtEnd(FULL, key)).toBe(false);
  });

  it('always allows Backspace, Tab, Delete and the left and right arrows', () => {
    for (const value of ['', 'AB', 'ABCPE12', FULL]) {
      for (const key of NAVIGATION) {
        expect(typedAtEnd(value, key)).toBe(true);
        expect(panKeyAllowed({ value, selectionStart: 0, selectionEnd: 0, key })).toBe(true);
      }
    }
  });

  it.each([
    'Enter',
    'Escape',
    'Home',
    'End',
    'ArrowUp',
    'ArrowDown',
    'Shift',
    'CapsLock',
    'Dead',
    'Unidentified',
    'Process',
    'F5',
    'Insert',
    'PageDown',
  ])('blocks the other named key %s', (key) => {
    expect(typedAtEnd('ABC', key)).toBe(false);
    expect(typedAtEnd('', key)).toBe(false);
  });

  it('lets Ctrl and Cmd shortcuts through so paste, copy, cut, undo and select-all work', () => {
    for (const key of ['v', 'c', 'x', 'z', 'a', 'V']) {
      expect(typedAtEnd(FULL, key, { ctrlKey: true })).toBe(true);
      expect(typedAtEnd('ABCPE', key, { metaKey: true })).toBe(true);
    }
  });

  it('judges Ctrl+Alt (AltGr) as the character it types', () => {
    expect(typedAtEnd('ABC', '@', { ctrlKey: true, altKey: true })).toBe(false);
    expect(typedAtEnd('ABC', 'Q', { ctrlKey: true, altKey: true })).toBe(true);
    expect(typedAtEnd('ABC', '5', { altKey: true })).toBe(false);
  });

  it('treats a missing selection as the end of the value', () => {
    expect(panKeyAllowed({ value: 'ABCPE', selectionStart: null, selectionEnd: null, key: '1' })).toBe(true);
    expect(panKeyAllowed({ value: 'ABCPE', selectionStart: null, selectionEnd: null, key: 'X' })).toBe(false);
  });
});

describe('panKeyAllowed: editing inside the value and over a selection', () => {
  it('replaces a selected character when the new one fits its position', () => {
    // Select the "1" (position 6) of a full PAN and type.
    const edit = { value: FULL, selectionStart: 5, selectionEnd: 6 };
    expect(panKeyAllowed({ ...edit, key: '7' })).toBe(true);
    expect(panKeyAllowed({ ...edit, key: 'X' })).toBe(false);
  });

  it('allows typing over a selection in a full field, since the length stays 10', () => {
    expect(panKeyAllowed({ value: FULL, selectionStart: 9, selectionEnd: 10, key: 'K' })).toBe(true);
    expect(panKeyAllowed({ value: FULL, selectionStart: 0, selectionEnd: 1, key: 'q' })).toBe(true);
    expect(panKeyAllowed({ value: FULL, selectionStart: 0, selectionEnd: 10, key: 'Q' })).toBe(true);
    expect(panKeyAllowed({ value: FULL, selectionStart: 0, selectionEnd: 10, key: '1' })).toBe(false);
  });

  it('refuses an insertion that would push characters out of their positions', () => {
    // "ABCPE12" + X at the start → "XABCPE12": the E lands in a digit slot.
    expect(panKeyAllowed({ value: 'ABCPE12', selectionStart: 0, selectionEnd: 0, key: 'X' })).toBe(false);
    // Inserting a letter among letters that stay letters is fine.
    expect(panKeyAllowed({ value: 'ABCP', selectionStart: 1, selectionEnd: 1, key: 'X' })).toBe(true);
    // Inserting a digit among the digits of a 9-character value fills position 10 with a digit.
    expect(panKeyAllowed({ value: 'ABCPE1234', selectionStart: 6, selectionEnd: 6, key: '5' })).toBe(false);
    expect(panKeyAllowed({ value: 'ABCPE123', selectionStart: 6, selectionEnd: 6, key: '5' })).toBe(true);
  });

  it('refuses insertion in the middle of a full field', () => {
    for (let caret = 0; caret <= 10; caret += 1) {
      expect(panKeyAllowed({ value: FULL, selectionStart: caret, selectionEnd: caret, key: 'A' })).toBe(false);
      expect(panKeyAllowed({ value: FULL, selectionStart: caret, selectionEnd: caret, key: '1' })).toBe(false);
    }
  });

  it('clamps out-of-range and reversed selections', () => {
    expect(panKeyAllowed({ value: 'AB', selectionStart: 99, selectionEnd: 99, key: 'C' })).toBe(true);
    expect(panKeyAllowed({ value: 'AB', selectionStart: -3, selectionEnd: 0, key: 'C' })).toBe(true);
    expect(panKeyAllowed({ value: 'ABCPE', selectionStart: 5, selectionEnd: 2, key: '1' })).toBe(true);
  });
});

describe('panInsertAllowed (beforeinput data)', () => {
  it('accepts empty insertions (deletions report null data)', () => {
    expect(panInsertAllowed({ value: FULL, selectionStart: 10, selectionEnd: 10, text: '' })).toBe(true);
  });

  it('accepts a whole PAN typed into an empty field and refuses one with junk', () => {
    expect(panInsertAllowed({ value: '', selectionStart: 0, selectionEnd: 0, text: 'abcpe1234f' })).toBe(true);
    expect(panInsertAllowed({ value: '', selectionStart: 0, selectionEnd: 0, text: 'ABCPE 1234F' })).toBe(false);
  });
});

describe('isPanPrefix', () => {
  it('is true for every prefix of a PAN and false beyond', () => {
    for (let length = 0; length <= 10; length += 1) expect(isPanPrefix(FULL.slice(0, length))).toBe(true);
    expect(isPanPrefix(`${FULL}A`)).toBe(false);
    expect(isPanPrefix('abc')).toBe(false);
  });
});

describe('sanitisePanInput and pastePan', () => {
  it.each([
    ['abcpe1234f', 'ABCPE1234F'],
    [' ABCPE 1234 F ', 'ABCPE1234F'],
    ['ABCPE-1234-F', 'ABCPE1234F'],
    ['PAN: ABCPE1234F', 'ABCPE1234F'],
    ['PAN no. abcpe-1234-f.', 'ABCPE1234F'],
    ['My PAN is ABCP', 'MYPAN'],
    ['ABCPE1234FGHIJ', 'ABCPE1234F'],
    ['12345ABCPE', 'ABCPE'],
    ['ABCPE12345678F', 'ABCPE1234F'],
    ['XABCPE1234F', 'ABCPE1234F'],
    ['ÄBCPE1234F', 'BCPEF'],
    ['', ''],
  ])('cleans %j into %j', (text, pan) => {
    const cleaned = sanitisePanInput(text);
    expect(cleaned).toBe(pan);
    expect(isPanPrefix(cleaned)).toBe(true);
  });

  it('pastes a formatted PAN into an empty field', () => {
    expect(pastePan({ value: '', selectionStart: 0, selectionEnd: 0, text: 'abcpe-1234-f' })).toEqual({
      value: 'ABCPE1234F',
      caret: 10,
    });
  });

  it('pastes over a selection and puts the caret after the pasted part', () => {
    expect(pastePan({ value: 'ABCPE1234F', selectionStart: 5, selectionEnd: 9, text: '98 76' })).toEqual({
      value: 'ABCPE9876F',
      caret: 9,
    });
  });

  it('keeps at most 10 characters when pasting into a partly typed field', () => {
    const result = pastePan({ value: 'ABC', selectionStart: 3, selectionEnd: 3, text: 'PE1234FXYZ' });
    expect(result).toEqual({ value: 'ABCPE1234F', caret: 10 });
  });
});
