import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAN_HOLDER_VECTORS,
  VALIDATION_VECTORS,
  type VectorKind,
  type VectorProblem,
} from '../../fixtures/validation-vectors.ts';
import { mobileError, MOBILE_INVALID_MESSAGE, MOBILE_REQUIRED_MESSAGE } from '../../../rules/login.ts';
import { isValidMobile } from '../../../rules/mobile.ts';
import { aadhaarProblem, normaliseAadhaar } from '../../../rules/identity/aadhaar.ts';
import { gstinProblem, isValidGstin, normaliseGstin } from '../../../rules/identity/gstin.ts';
import {
  isValidPan,
  normalisePan,
  panError,
  panHolderType,
  PAN_FORMAT_MESSAGE,
  PAN_REQUIRED_MESSAGE,
} from '../../../rules/identity/pan.ts';
import {
  isValidPincode,
  normalisePincode,
  pincodeError,
  PINCODE_FORMAT_MESSAGE,
  PINCODE_REQUIRED_MESSAGE,
} from '../../../rules/identity/pincode.ts';
import {
  isValidUdyam,
  normaliseUdyam,
  udyamError,
  UDYAM_FORMAT_MESSAGE,
  UDYAM_REQUIRED_MESSAGE,
} from '../../../rules/identity/udyam.ts';
import { identifierProblem, normaliseIdentifier } from '../../../server/identifiers/rules.ts';
import { panHolderType as sandboxPanHolderType } from '../../../server/identifiers/pan-holder-type.ts';
import { auth, createSession, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { personalInfo } from '../../fixtures/applicant.ts';

// Every vector goes through the app's rules, the sandbox's rules, and (for a refused one) the
// sandbox's HTTP API, which must answer 4xx with the §8 error body and the code of the problem.

const kinds = Object.keys(VALIDATION_VECTORS) as VectorKind[];

/** Reads a client rule's message back as the problem it names. */
const byMessage =
  (error: (value: string) => string | null, required: string, format: string) =>
  (value: string): VectorProblem | null => {
    const message = error(value);
    if (message === null) return null;
    if (message === required) return 'required';
    if (message === format) return 'format';
    throw new Error(`unexpected message for ${JSON.stringify(value)}: ${message}`);
  };

interface ClientRule {
  problem(value: string): VectorProblem | null;
  /** The rule's own yes/no, which must agree with `problem`. */
  isValid(value: string): boolean;
  normalise(value: string): string;
}

const client: Readonly<Record<VectorKind, ClientRule>> = {
  mobile: {
    problem: byMessage(mobileError, MOBILE_REQUIRED_MESSAGE, MOBILE_INVALID_MESSAGE),
    isValid: isValidMobile,
    normalise: (value) => value,
  },
  pan: {
    problem: byMessage(panError, PAN_REQUIRED_MESSAGE, PAN_FORMAT_MESSAGE),
    isValid: isValidPan,
    normalise: normalisePan,
  },
  gstin: {
    problem: (value) => {
      const problem = gstinProblem(value);
      return problem === 'check-character' ? 'check' : problem;
    },
    isValid: isValidGstin,
    normalise: normaliseGstin,
  },
  udyam: {
    problem: byMessage(udyamError, UDYAM_REQUIRED_MESSAGE, UDYAM_FORMAT_MESSAGE),
    isValid: isValidUdyam,
    normalise: normaliseUdyam,
  },
  pincode: {
    problem: byMessage(pincodeError, PINCODE_REQUIRED_MESSAGE, PINCODE_FORMAT_MESSAGE),
    isValid: isValidPincode,
    normalise: normalisePincode,
  },
  aadhaar: {
    problem: (value) => {
      const problem = aadhaarProblem(value);
      return problem === 'check-digit' ? 'check' : problem;
    },
    isValid: (value) => aadhaarProblem(value) === null,
    normalise: normaliseAadhaar,
  },
};

describe.each(kinds)('%s vectors', (kind) => {
  const { valid, invalid } = VALIDATION_VECTORS[kind];

  it.each(valid)('$value is valid on both sides, normalised to $normalised', ({ value, normalised }) => {
    expect(client[kind].problem(value)).toBeNull();
    expect(client[kind].isValid(value)).toBe(true);
    expect(client[kind].normalise(value)).toBe(normalised);
    expect(identifierProblem(kind, value)).toBeNull();
    expect(normaliseIdentifier(kind, value)).toBe(normalised);
  });

  it.each(invalid)('"$value" is refused on both sides as $problem: $why', ({ value, problem }) => {
    expect(client[kind].problem(value)).toBe(problem);
    expect(client[kind].isValid(value)).toBe(false);
    expect(identifierProblem(kind, value)).toBe(problem);
  });
});

describe('PAN holder types', () => {
  it.each(PAN_HOLDER_VECTORS)('$pan is held by $holderType on both sides', ({ pan, holderType }) => {
    expect(panHolderType(pan)).toBe(holderType);
    expect(sandboxPanHolderType(pan)).toBe(holderType);
  });
});

// ---- Through the sandbox's HTTP API, in process --------------------------------------------

interface Probe {
  /** The §8 code the endpoint answers for this problem. */
  code(problem: VectorProblem): string;
  /** The field the error message names. */
  field: string;
  /** What the message says of a wrong check digit, where the sandbox tells it apart. */
  checkWords?: string;
  send(value: string): Promise<Response>;
  /** What a valid value's answer must hold, where the endpoint shows the stored form. */
  accepted?(value: string, normalised: string): Promise<void>;
}

const PHONE = '9876543210';
/** Seeds go to a customer of their own, so they never move the applicants the probes use. */
const SEEDED = '6200000000';

let s: TestSandbox;
let probes: Record<VectorKind, Probe>;

/** PUT /__sandbox/customers/{phone}: seeds are checked with the endpoints' own rules. */
const seed = (body: Record<string, unknown>) => s.call('PUT', `/__sandbox/customers/${SEEDED}`, body);
const registration = (registrationType: string) => (value: string) =>
  seed({ registration: { registrationType, registrationNumber: value } });

async function expectOk(response: Promise<Response>): Promise<Record<string, unknown>> {
  const answer = await response;
  const body = await answer.text();
  expect(answer.status, body).toBe(200);
  return JSON.parse(body) as Record<string, unknown>;
}

beforeAll(async () => {
  s = makeSandbox();
  // One applicant at the DigiLocker step for the Aadhaar OTP call, a second at manual KYC for
  // the address-proof number, which stores a valid Aadhaar number masked.
  const digi = await logIn(s, PHONE);
  const h = auth(digi.token);
  await expectOk(s.call('PATCH', `/v4/application/${digi.applicationId}/personal-info`, personalInfo, h));
  await expectOk(s.call('PATCH', `/v1/application/${digi.applicationId}/personal-kyc`, { kycMode: 'digiLocker' }, h));
  const manual = await logIn(s, '9123456780');
  await expectOk(s.call('PUT', '/__sandbox/customers/9123456780', { personalInfo, kycMode: 'manual' }));
  const addressProof = (value: string) =>
    s.call(
      'PATCH',
      `/v1/application/${manual.applicationId}/address-proof1`,
      { documentType: 'aadhaar', documentNumber: value },
      auth(manual.token),
    );

  probes = {
    mobile: {
      code: () => 'EPL-40000',
      field: 'body.phone',
      send: async (phone) => s.call('POST', '/v2/customer/login', { phone, sessionId: await createSession(s) }),
    },
    pan: {
      code: () => 'EPL-40010',
      field: 'body.pan',
      send: (pan) => seed({ pan }),
    },
    gstin: {
      code: (problem) => (problem === 'check' ? 'EPL-40012' : 'EPL-40011'),
      field: 'body.registration.registrationNumber',
      checkWords: 'check character',
      send: registration('gstin'),
    },
    udyam: {
      code: () => 'EPL-40013',
      field: 'body.registration.registrationNumber',
      send: registration('udyam'),
    },
    pincode: {
      code: () => 'EPL-40014',
      field: 'body.aadhaarAddress.pincode',
      send: (pincode) =>
        seed({ aadhaarAddress: { line1: '21, Shivaji Road', pincode, city: 'Pune', state: 'Maharashtra' } }),
    },
    aadhaar: {
      code: () => 'EPL-40020',
      field: 'body.aadhaarNumber',
      checkWords: 'check digit',
      send: (aadhaarNumber) => s.call('POST', '/v1/digilocker/surepass/otp', { aadhaarNumber }, h),
      accepted: async (value, normalised) => {
        const answer = await expectOk(addressProof(value));
        expect(answer).toMatchObject({ addressProof: { documentNumber: `XXXXXXXX${normalised.slice(-4)}` } });
      },
    },
  };
});

afterAll(() => s.close());

describe.each(kinds)('%s vectors through the sandbox API', (kind) => {
  const { valid, invalid } = VALIDATION_VECTORS[kind];

  it.each(invalid)('"$value" gets a 4xx with the §8 body ($why)', async ({ value, problem }) => {
    const probe = probes[kind];
    const answer = await probe.send(value);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const body = await json<ErrorAnswer>(answer);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.code).toBe(probe.code(problem));
    expect(body.error.message).toContain(probe.field);
    if (probe.checkWords !== undefined) {
      expect(body.error.message.includes(probe.checkWords)).toBe(problem === 'check');
    }
  });

  it.each(valid)('$value is accepted', async ({ value, normalised }) => {
    const probe = probes[kind];
    if (probe.accepted) await probe.accepted(value, normalised);
    else await expectOk(probe.send(value));
  });
});
