import { describe, expect, it } from 'vitest';
import {
  CITY_AND_STATE_FIELD_CODES,
  CURRENT_ADDRESS_FIELD_CODES,
  getAadhaarAddress,
  getCityAndState,
  saveCurrentAddress,
} from '../../../src/api/onboarding/address/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  AT_PAN_KYC,
  AT_PERSONAL_ADDRESS,
  aadhaarAddress,
  applicantAt,
  currentAddress,
  expectNoPopup,
  failure,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();
const { aadhaarAddress: _withoutAadhaar, ...AT_ADDRESS_WITHOUT_AADHAAR } = AT_PERSONAL_ADDRESS;

describe('city and state from the pincode (no auth)', () => {
  it('answers the place of a known pincode without a token', async () => {
    const { h } = harness;
    await expect(getCityAndState(h.client, { pincode: '560038' })).resolves.toEqual({
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(h.recorded.requests.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('a malformed pincode is EPL-40014 and an unknown one EPL-40402, both to the caller only', async () => {
    const { h } = harness;
    const malformed = await failure(getCityAndState(h.client, { pincode: '012345' }));
    expect(malformed).toMatchObject({ status: 400, code: 'EPL-40014' });
    const unknown = await failure(getCityAndState(h.client, { pincode: '999999' }));
    expect(unknown).toMatchObject({ status: 404, code: 'EPL-40402' });
    expect(fieldOfError(unknown, CITY_AND_STATE_FIELD_CODES)).toBe('pincode');
    expectNoPopup(h);
  });
});

describe('Aadhaar address', () => {
  it('is null until DigiLocker supplied one', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    await expect(getAadhaarAddress(h.client, { applicationId })).resolves.toBeNull();
    expectNoPopup(h);
  });

  it('answers the address DigiLocker supplied', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    await expect(getAadhaarAddress(h.client, { applicationId })).resolves.toEqual({
      ...aadhaarAddress,
      city: 'Bengaluru',
      state: 'Karnataka',
    });
  });
});

describe('current address', () => {
  it('saves a typed address; the lender fills city and state and answers the next step', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const answer = await saveCurrentAddress(h.client, {
      applicationId,
      sameAsAadhaar: false,
      ...currentAddress,
      residenceType: 'rented',
    });
    expect(answer.application).toMatchObject({
      id: applicationId,
      subStatus: 'currentAddressUpdated',
      nextAction: 'businessProfile',
    });
    expect(answer.currentAddress).toEqual({
      ...currentAddress,
      city: 'Bengaluru',
      state: 'Karnataka',
      residenceType: 'rented',
      sameAsAadhaar: false,
    });
    expectNoPopup(h);
  });

  it('takes city and state typed by the applicant for a pincode the lender does not know', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const answer = await saveCurrentAddress(h.client, {
      applicationId,
      sameAsAadhaar: false,
      line1: 'House 4, Main Road',
      pincode: '999999',
      city: 'Somewhere',
      state: 'Some State',
      residenceType: 'owned',
    });
    expect(answer.currentAddress).toMatchObject({
      pincode: '999999',
      city: 'Somewhere',
      state: 'Some State',
      line2: null,
      landmark: null,
    });
  });

  it('copies the Aadhaar address when asked to', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const answer = await saveCurrentAddress(h.client, { applicationId, sameAsAadhaar: true, residenceType: 'family' });
    expect(answer.currentAddress).toMatchObject({ ...aadhaarAddress, sameAsAadhaar: true, residenceType: 'family' });
    expect(answer.application.nextAction).toBe('businessProfile');
  });

  it('"same as Aadhaar" without an Aadhaar address is 409 EPL-40900', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_ADDRESS_WITHOUT_AADHAAR);
    const error = await failure(
      saveCurrentAddress(h.client, { applicationId, sameAsAadhaar: true, residenceType: 'owned' }),
    );
    expect(error).toMatchObject({ status: 409, code: 'EPL-40900' });
    expectNoPopup(h);
  });

  it('a malformed pincode is EPL-40014 on the pincode field', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const error = await failure(
      saveCurrentAddress(h.client, {
        applicationId,
        sameAsAadhaar: false,
        ...currentAddress,
        pincode: '56003',
        residenceType: 'rented',
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'EPL-40014' });
    expect(fieldOfError(error, CURRENT_ADDRESS_FIELD_CODES)).toBe('pincode');
    expectNoPopup(h);
  });

  it('before KYC is done the address step is not reached: 409 EPL-40900 naming the step', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    const error = await failure(
      saveCurrentAddress(h.client, { applicationId, sameAsAadhaar: false, ...currentAddress, residenceType: 'rented' }),
    );
    expect(error).toMatchObject({ status: 409, code: 'EPL-40900' });
    expect(error.message).toMatch(/first/i);
  });
});
