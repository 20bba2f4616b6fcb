import { describe, expect, it } from 'vitest';
import {
  MOBILE_INVALID_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  keepDigits,
  mobileError,
  termsError,
} from '../../rules/login.ts';
import { isValidMobile } from '../../rules/mobile.ts';
import { OTP_INVALID_MESSAGE, otpError } from '../../machines/kit/otp-code.ts';

describe('mobile number (§5: required, 10 digits, first digit 6-9)', () => {
  it.each(['6000000000', '7123456789', '8999999999', '9876543210'])('accepts %s', (value) => {
    expect(mobileError(value)).toBeNull();
    expect(isValidMobile(value)).toBe(true);
  });

  it.each([
    ['', MOBILE_REQUIRED_MESSAGE],
    ['   ', MOBILE_REQUIRED_MESSAGE],
    ['5876543210', MOBILE_INVALID_MESSAGE],
    ['0876543210', MOBILE_INVALID_MESSAGE],
    ['987654321', MOBILE_INVALID_MESSAGE],
    ['98765432100', MOBILE_INVALID_MESSAGE],
    ['98765 4321', MOBILE_INVALID_MESSAGE],
    ['+919876543210', MOBILE_INVALID_MESSAGE],
  ])('rejects %j with %j', (value, message) => {
    expect(mobileError(value)).toBe(message);
  });

  it('treats null and undefined as invalid', () => {
    expect(isValidMobile(null)).toBe(false);
    expect(isValidMobile(undefined)).toBe(false);
  });
});

describe('numeric keys only', () => {
  it('keeps the digits of what was typed or pasted, up to the field length', () => {
    expect(keepDigits('98a7-6 5', 10)).toBe('98765');
    expect(keepDigits('+91 98765 43210', 10)).toBe('9198765432');
    expect(keepDigits('12345', 4)).toBe('1234');
    expect(keepDigits('abc', 10)).toBe('');
  });
});

describe('OTP and terms', () => {
  it('wants exactly four digits', () => {
    expect(otpError('1234')).toBeNull();
    expect(otpError('123')).toBe(OTP_INVALID_MESSAGE);
    expect(otpError('12345')).toBe(OTP_INVALID_MESSAGE);
    expect(otpError('12a4')).toBe(OTP_INVALID_MESSAGE);
  });

  it('requires the box only while the terms are not accepted', () => {
    expect(termsError({ tncAccepted: true, termsChecked: false })).toBeNull();
    expect(termsError({ tncAccepted: false, termsChecked: true })).toBeNull();
    expect(termsError({ tncAccepted: false, termsChecked: false })).toBe(TERMS_REQUIRED_MESSAGE);
  });
});
