import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_FORMAT_MESSAGE,
  GSTIN_PATTERN,
  GSTIN_REQUIRED_MESSAGE,
  gstinCheckCharacter,
  gstinError,
  gstinProblem,
  isValidGstin,
  panOfGstin,
} from '../../../rules/identity/gstin.ts';

// Published GSTINs (the GSTN's own example 27AAPFU0939F1ZV and registrations printed on
// public invoices), each kept only after its check character was confirmed.
const PUBLISHED_VALID = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '27AAACR5055K1Z7',
  '24AAACC1206D1ZM',
  '37AADCB2230M2ZR',
  '09AAACH7409R1ZZ',
];

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('gstinCheckCharacter', () => {
  it.each(PUBLISHED_VALID)('computes the published check character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('works the official example by hand: 27AAPFU0939F1Z gives V', () => {
    // Values 2,7,10,10,25,15,30,0,9,3,9,15,1,35 with factors 1,2,1,2...; the folded products
    // (70 folds to 1 + 34) sum to 221; (36 - 221 mod 36) mod 36 = 31, which is V.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts lower case', () => {
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBe('V');
  });

  it.each(['', '27AAPFU0939F1', '27AAPFU0939F1ZV', '27AAPFU0939F1-', '27AAPFU 939F1Z'])(
    'refuses a body that is not 14 characters of 0-9/A-Z: %j',
    (body) => {
      expect(() => gstinCheckCharacter(body)).toThrow(RangeError);
    },
  );

  it('spreads check characters over the whole 0-9/A-Z alphabet', () => {
    const seen = new Set<string>();
    for (const entity of '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      for (const state of ['01', '07', '27', '29', '33', '38']) {
        seen.add(gstinCheckCharacter(`${state}AAPFU0939F${entity}Z`));
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe('isValidGstin', () => {
  it.each(PUBLISHED_VALID)('accepts %s, also in lower case and with spaces around', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(isValidGstin(` ${gstin.toLowerCase()} `)).toBe(true);
    expect(gstinError(gstin)).toBeNull();
  });

  it.each(PUBLISHED_VALID)('rejects every single-character change of %s', (gstin) => {
    let mutations = 0;
    for (let index = 0; index < gstin.length; index += 1) {
      for (const replacement of ALPHABET) {
        if (replacement === gstin.charAt(index)) continue;
        const mutated = gstin.slice(0, index) + replacement + gstin.slice(index + 1);
        mutations += 1;
        expect(isValidGstin(mutated), mutated).toBe(false);
      }
    }
    expect(mutations).toBe(15 * 35);
  });

  it.each(PUBLISHED_VALID)('rejects adjacent transpositions of %s that change it', (gstin) => {
    for (let index = 0; index < 14; index += 1) {
      const swapped = gstin.slice(0, index) + gstin.charAt(index + 1) + gstin.charAt(index) + gstin.slice(index + 2);
      if (swapped === gstin) continue;
      expect(isValidGstin(swapped), swapped).toBe(false);
    }
  });
});

describe('gstinProblem and gstinError', () => {
  it('says the GSTIN is required when empty or blank', () => {
    expect(gstinProblem('')).toBe('required');
    expect(gstinProblem('   ')).toBe('required');
    expect(gstinError('')).toBe(GSTIN_REQUIRED_MESSAGE);
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['state code 00', '00AAPFU0939F1ZV'],
    ['state code 39', '39AAPFU0939F1ZV'],
    ['state code 97', '97AAPFU0939F1ZV'],
    ['letter in the state code', '2AAAPFU0939F1ZV'],
    ['digit in the PAN letters', '271APFU0939F1ZV'],
    ['letter in the PAN digits', '27AAPFUO939F1ZV'],
    ['digit as the PAN last letter', '27AAPFU093901ZV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['no Z at position 14', '27AAPFU0939F1YV'],
    ['a symbol as check character', '27AAPFU0939F1Z-'],
    ['inner spaces', '27 AAPFU0939F1ZV'],
  ])('reports a format problem for %s', (_why, gstin) => {
    expect(gstinProblem(gstin)).toBe('format');
    expect(gstinError(gstin)).toBe(GSTIN_FORMAT_MESSAGE);
  });

  it('reports a check-character problem, with its own message, for a well-formed GSTIN', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check-character');
    expect(gstinError('27AAPFU0939F1ZW')).toBe(GSTIN_CHECK_MESSAGE);
    expect(GSTIN_CHECK_MESSAGE).not.toBe(GSTIN_FORMAT_MESSAGE);
  });

  it('accepts every state code from 01 to 38', () => {
    for (let code = 1; code <= 38; code += 1) {
      const body = `${String(code).padStart(2, '0')}AAPFU0939F1Z`;
      expect(isValidGstin(body + gstinCheckCharacter(body)), body).toBe(true);
    }
  });

  it('pattern matches the documented shape only', () => {
    expect(GSTIN_PATTERN.test('27AAPFU0939F1ZV')).toBe(true);
    expect(GSTIN_PATTERN.test('27aapfu0939f1zv')).toBe(false);
  });
});

describe('panOfGstin', () => {
  it('takes characters 3-12', () => {
    expect(panOfGstin(' 27aapfu0939f1zv')).toBe('AAPFU0939F');
  });
});
