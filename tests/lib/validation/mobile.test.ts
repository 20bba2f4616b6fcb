import { describe, expect, it } from 'vitest';
import { normaliseMobileInput } from '../../../rules/mobile.ts';

describe('normaliseMobileInput: what a mobile field keeps of pasted, autofilled or typed text', () => {
  it.each([
    ['+91 98765 00001', '9876500001'],
    ['+919876500001', '9876500001'],
    ['+91-98765-00001', '9876500001'],
    ['0091 98765 00001', '9876500001'],
    ['919876500001', '9876500001'],
    ['09876500001', '9876500001'],
    ['098765 00001', '9876500001'],
    ['+91 098765 00001', '9876500001'],
    ['98765 00001', '9876500001'],
    ['(98765) 00001', '9876500001'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseMobileInput(raw)).toBe(expected);
  });

  it('leaves a number being typed alone, even one that starts 91 or 0', () => {
    expect(normaliseMobileInput('9')).toBe('9');
    expect(normaliseMobileInput('91')).toBe('91');
    expect(normaliseMobileInput('9198765000')).toBe('9198765000');
    expect(normaliseMobileInput('0')).toBe('0');
    expect(normaliseMobileInput('0987650000')).toBe('0987650000');
  });

  it('keeps the first ten digits of anything longer that has no prefix to drop', () => {
    expect(normaliseMobileInput('98765432109')).toBe('9876543210');
    expect(normaliseMobileInput('91987650000')).toBe('9198765000');
    expect(normaliseMobileInput('ab98-76x5 43210999')).toBe('9876543210');
  });

  it('keeps nothing of text without digits', () => {
    expect(normaliseMobileInput('')).toBe('');
    expect(normaliseMobileInput('+')).toBe('');
    expect(normaliseMobileInput('mobile')).toBe('');
  });
});
