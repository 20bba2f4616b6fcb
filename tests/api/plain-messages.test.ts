import { describe, expect, it } from 'vitest';
import {
  CHECK_DETAILS_MESSAGE,
  FIELD_MESSAGES,
  SERVER_PROBLEM_MESSAGE,
  plainProblem,
} from '../../src/api/plain-messages.ts';

describe('plainProblem: what the user reads of a lender error text', () => {
  it('words a validation line by the field it names, and keeps the field', () => {
    expect(plainProblem(400, 'body.referrerCode: must be up to 20 letters or digits')).toEqual({
      field: 'referrerCode',
      message: FIELD_MESSAGES['referrerCode'],
    });
    expect(plainProblem(400, 'body.personalInfo.email: must be an email address')).toEqual({
      field: 'email',
      message: FIELD_MESSAGES['email'],
    });
    expect(plainProblem(400, 'body.memberships[0]: must be an object')).toEqual({
      field: 'memberships',
      message: CHECK_DETAILS_MESSAGE,
    });
    expect(plainProblem(400, 'body: must be a JSON document')).toEqual({ field: null, message: CHECK_DETAILS_MESSAGE });
    expect(plainProblem(400, 'query.pincode: must be 6 digits')).toEqual({
      field: 'pincode',
      message: FIELD_MESSAGES['pincode'],
    });
  });

  it('says addresses, fault texts and error names in plain words', () => {
    expect(plainProblem(500, 'The sandbox answered 500 because a fault was set for /v1/home.').message).toBe(
      SERVER_PROBLEM_MESSAGE,
    );
    expect(plainProblem(404, 'There is no API at GET /v1/nothing.').message).toBe(CHECK_DETAILS_MESSAGE);
    expect(plainProblem(409, 'Set the clock with /__sandbox/clock first.').message).toBe(CHECK_DETAILS_MESSAGE);
    expect(plainProblem(500, 'TypeError: Cannot read properties of undefined').message).toBe(SERVER_PROBLEM_MESSAGE);
  });

  it("passes the lender's own sentences through (§8)", () => {
    for (const sentence of [
      'Too many attempts. Try again in 10 minutes.',
      'This session is not known. Please start again.',
      'Something went wrong on our side. Nothing was saved.',
      'Home is down for a moment.',
    ]) {
      expect(plainProblem(400, sentence)).toEqual({ field: null, message: sentence });
    }
  });

  it('has a sentence for every field, written for people', () => {
    for (const sentence of Object.values(FIELD_MESSAGES)) expect(sentence).toMatch(/^Please [a-z]/);
  });
});
