import { describe, expect, it } from 'vitest';
import {
  UDYAM_FORMAT_MESSAGE,
  UDYAM_PATTERN,
  UDYAM_REQUIRED_MESSAGE,
  isValidUdyam,
  normaliseUdyam,
  udyamError,
} from '../../../rules/identity/udyam.ts';
import {
  PINCODE_FORMAT_MESSAGE,
  PINCODE_REQUIRED_MESSAGE,
  isValidPincode,
  pincodeError,
} from '../../../rules/identity/pincode.ts';

describe('Udyam registration number', () => {
  it.each(['UDYAM-MH-33-0012345', 'UDYAM-KR-03-0000001', 'UDYAM-DL-11-9999999', 'UDYAM-UP-00-0000000'])(
    'accepts %s',
    (udyam) => {
      expect(isValidUdyam(udyam)).toBe(true);
      expect(udyamError(udyam)).toBeNull();
    },
  );

  it('normalises case and surrounding spaces before checking', () => {
    expect(normaliseUdyam('  udyam-mh-33-0012345 \n')).toBe('UDYAM-MH-33-0012345');
    expect(isValidUdyam('  udyam-mh-33-0012345 ')).toBe(true);
    expect(udyamError('udyam-mh-33-0012345')).toBeNull();
  });

  it.each([
    ['no prefix', 'MH-33-0012345'],
    ['wrong prefix', 'UDYOG-MH-33-0012345'],
    ['one-letter state', 'UDYAM-M-33-0012345'],
    ['digits as state', 'UDYAM-12-33-0012345'],
    ['three-letter state', 'UDYAM-MHA-33-0012345'],
    ['one-digit district', 'UDYAM-MH-3-0012345'],
    ['letters as district', 'UDYAM-MH-AB-0012345'],
    ['six-digit serial', 'UDYAM-MH-33-001234'],
    ['eight-digit serial', 'UDYAM-MH-33-00123456'],
    ['no hyphens', 'UDYAMMH330012345'],
    ['spaces for hyphens', 'UDYAM MH 33 0012345'],
    ['inner space', 'UDYAM-MH-33- 0012345'],
    ['old UAM number', 'MH33A0012345'],
  ])('rejects %s', (_why, udyam) => {
    expect(isValidUdyam(udyam)).toBe(false);
    expect(udyamError(udyam)).toBe(UDYAM_FORMAT_MESSAGE);
  });

  it('asks for the number when empty', () => {
    expect(udyamError('')).toBe(UDYAM_REQUIRED_MESSAGE);
    expect(udyamError('  ')).toBe(UDYAM_REQUIRED_MESSAGE);
  });

  it('pattern itself is case-sensitive; only normalisation makes lower case pass', () => {
    expect(UDYAM_PATTERN.test('udyam-mh-33-0012345')).toBe(false);
  });
});

describe('pincode', () => {
  it.each(['110001', '400001', '560034', '999999', '100000'])('accepts %s', (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
    expect(pincodeError(pincode)).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(isValidPincode(' 110001 ')).toBe(true);
  });

  it.each(['011001', '000000', '11000', '1100011', '11000A', '110 001', '११०००१', '+11001', '1e5001'])(
    'rejects %j',
    (pincode) => {
      expect(isValidPincode(pincode)).toBe(false);
      expect(pincodeError(pincode)).toBe(PINCODE_FORMAT_MESSAGE);
    },
  );

  it('asks for the pincode when empty', () => {
    expect(pincodeError('')).toBe(PINCODE_REQUIRED_MESSAGE);
  });
});
