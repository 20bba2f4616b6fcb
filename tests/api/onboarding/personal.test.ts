import { describe, expect, it } from 'vitest';
import {
  getPersonalInfo,
  savePersonalInfo,
  PERSONAL_INFO_FIELD_CODES,
} from '../../../src/api/onboarding/personal/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import { getApplicationSummary } from '../../../src/api/application/get-application-summary.ts';
import {
  AT_REVIEW,
  OTHER_PHONE,
  applicantAt,
  expectNoPopup,
  failure,
  personalInfo,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();

describe('personal-info v4', () => {
  it('reads nothing before step-1, saves the details and answers the next step', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    await expect(getPersonalInfo(h.client, { applicationId })).resolves.toEqual({
      personalInfo: null,
      welcomeReward: null,
    });

    const answer = await savePersonalInfo(h.client, { applicationId, ...personalInfo, email: 'Asha@Example.in' });
    expect(answer.application).toEqual({
      id: applicationId,
      status: 'personalInfoUpdated',
      subStatus: null,
      nextAction: 'kycSelection',
      percentCompleted: expect.any(Number),
    });
    expect(answer.personalInfo).toEqual({ ...personalInfo, email: 'asha@example.in' });

    const read = await getPersonalInfo(h.client, { applicationId });
    expect(read.personalInfo).toEqual(answer.personalInfo);
    const sent = h.recorded.requests.find((request) => request.method === 'PATCH');
    expect(sent?.url).toBe(`http://sandbox.test/v4/application/${applicationId}/personal-info`);
    expect(await sent?.json()).not.toHaveProperty('applicationId');
    const summary = await getApplicationSummary(h.client, { applicationId });
    expect(summary.personalInfo).toEqual({ firstName: 'Asha', lastName: 'Verma' });
    expectNoPopup(h);
  });

  it('leaves the optional fields out and reads them back as null', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    const { maritalStatus: _marital, fatherName: _father, ...required } = personalInfo;
    const answer = await savePersonalInfo(h.client, { applicationId, ...required });
    expect(answer.personalInfo).toMatchObject({ maritalStatus: null, fatherName: null });
  });

  it('an age outside 18-75 is EPL-40017 on dateOfBirth, inline, and nothing is written', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    const error = await failure(
      savePersonalInfo(h.client, { applicationId, ...personalInfo, dateOfBirth: '2015-01-01' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'EPL-40017' });
    expect(fieldOfError(error, PERSONAL_INFO_FIELD_CODES)).toBe('dateOfBirth');
    expect((await getPersonalInfo(h.client, { applicationId })).personalInfo).toBeNull();
    expect(h.recorded.codes).toContain('EPL-40017');
    expectNoPopup(h);
  });

  it('a malformed email is EPL-40019 on email; another bad field is EPL-40000 naming that field', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    const email = await failure(savePersonalInfo(h.client, { applicationId, ...personalInfo, email: 'asha@' }));
    expect(email).toMatchObject({ status: 400, code: 'EPL-40019' });
    expect(fieldOfError(email, PERSONAL_INFO_FIELD_CODES)).toBe('email');
    const name = await failure(savePersonalInfo(h.client, { applicationId, ...personalInfo, firstName: '' }));
    expect(name).toMatchObject({ status: 400, code: 'EPL-40000', field: 'firstName' });
    // The lender's validation line is for developers; the user reads a sentence, on the field.
    expect(name.message).not.toMatch(/firstName|body\./);
    expect(fieldOfError(name, PERSONAL_INFO_FIELD_CODES)).toBeNull();
    expect(fieldOfError(name, PERSONAL_INFO_FIELD_CODES, ['firstName', 'lastName'])).toBe('firstName');
    expectNoPopup(h);
  });

  it('after the decision the details can no longer change: 409 EPL-40901', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, { ...AT_REVIEW, status: 'approved', nextAction: 'result' });
    const error = await failure(savePersonalInfo(h.client, { applicationId, ...personalInfo }));
    expect(error).toMatchObject({ status: 409, code: 'EPL-40901' });
    expectNoPopup(h);
  });

  it("someone else's application is 403; a lost session is 401 and still logs out", async () => {
    const { h } = harness;
    const theirs = await applicantAt(h, null, OTHER_PHONE);
    await applicantAt(h);
    await expect(getPersonalInfo(h.client, { applicationId: theirs })).rejects.toMatchObject({
      status: 403,
      code: 'EPL-40300',
    });
    h.auth.token = null;
    const error = await failure(savePersonalInfo(h.client, { applicationId: theirs, ...personalInfo }));
    expect(error).toMatchObject({ status: 401, code: 'EPL-40100' });
    expect(h.recorded.unauthorized).toBe(1);
    expectNoPopup(h);
  });
});
