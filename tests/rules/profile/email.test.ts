import { describe, expect, it } from 'vitest';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_LENGTH_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  emailError,
  tidyEmail,
} from '../../../rules/profile/email.ts';

// The profile email's rule (rules/profile/email.ts): the sandbox's pattern (server/profile/rules.ts)
// as the sentences under the field, so a code is never asked for an address the lender would refuse.

describe('the profile email rule', () => {
  it('takes an address the lender takes, trimmed and in lower case', () => {
    expect(emailError(' Asha.Verma@Example.in ')).toBeNull();
    expect(tidyEmail(' Asha.Verma@Example.in ')).toBe('asha.verma@example.in');
    expect(emailError('a+b@mail.co.in')).toBeNull();
  });

  it('says what is wrong with one it does not take', () => {
    expect(emailError('   ')).toBe(EMAIL_REQUIRED_MESSAGE);
    for (const bad of ['asha', 'asha@example', 'asha@example.i', 'a b@example.in', 'asha@@example.in', '@example.in']) {
      expect(emailError(bad), bad).toBe(EMAIL_FORMAT_MESSAGE);
    }
    expect(emailError(`${'a'.repeat(250)}@x.in`)).toBe(EMAIL_LENGTH_MESSAGE);
    expect(emailError(`${'a'.repeat(248)}@x.in`)).toBeNull();
  });
});
