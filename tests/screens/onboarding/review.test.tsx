// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { createActor } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { reviewStepMachine } from '../../../machines/onboarding/review-step.machine.ts';
import type { ApplicationProfile } from '../../../src/api/onboarding/review/schemas.ts';
import { ReviewView } from '../../../src/journeys/onboarding/screens/review/PreApprovalReview.tsx';
import { codeText, masked, monthText } from '../../../src/journeys/onboarding/screens/review/review-profile.ts';
import { kycRows } from '../../../src/journeys/onboarding/screens/review/review-sections.tsx';
import { POSITIONS, loadAt } from '../../fixtures/onboarding-positions.ts';
import { Calls, settle } from '../../support/screens/step-fixture.tsx';

// The review screen on the real onboarding parent and its real reviewStep child; only the
// lender-facing calls (home, profile, submit) are the test's, each settled when the test says.

const PROFILE: ApplicationProfile = {
  application: POSITIONS.review,
  personalInfo: {
    firstName: 'Asha',
    lastName: 'Verma',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    email: 'asha@example.in',
    maritalStatus: 'married',
    fatherName: null,
  },
  currentAddress: {
    line1: '12 MG Road',
    line2: null,
    landmark: null,
    pincode: '560038',
    city: 'Bengaluru',
    state: 'Karnataka',
    residenceType: 'rented',
    sameAsAadhaar: false,
  },
  aadhaarAddress: null,
  kyc: {
    kycMode: 'manual',
    digiLockerVerified: false,
    aadhaarVerifiedBy: null,
    pan: 'ABCPV1234K',
    holderType: 'Individual',
    addressProof: { documentType: 'aadhaar', documentNumber: '234567890124' },
    documents: [],
  },
  businessInfo: {
    businessName: 'Verma Traders',
    businessType: 'retailer',
    businessCategory: 'kirana',
    ownershipType: 'proprietorship',
    educationalQualification: 'graduate',
    annualTurnover: 1800000,
    businessStartDate: '2019-06',
    businessPincode: '560038',
  },
  registration: { registrationType: 'gstin', registrationNumber: '29ABCPV1234K1ZF', verified: false },
  memberships: [{ marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150000 }],
  serviceability: { isServiceable: true, pincode: '560038' },
  videoVerification: { selfieUploaded: true, videoVerified: true, skipped: false },
};

async function reviewing() {
  const calls = new Calls();
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        loadApplication: calls.actor('loadApplication'),
        reviewStep: reviewStepMachine.provide({
          actors: {
            load: calls.actor('profile'),
            submit: calls.actor('submit'),
            loadVernacular: calls.actor('vernacular'),
            declareVernacular: calls.actor('declare'),
          },
        }),
      },
      actions: { refreshDrafts: () => {} },
    }),
    { input: { entry: { pathname: '/signup/pre-approval/review', search: '' }, drafts: null } },
  );
  actor.start();
  await act(async () => calls.next('loadApplication').resolve(loadAt('review')));
  expect(actor.getSnapshot().matches('review')).toBe(true);
  const review = actor.getSnapshot().children.step as Parameters<typeof ReviewView>[0]['review'];
  render(
    <MemoryRouter>
      <main>
        <ReviewView review={review} onEdit={(step) => actor.send({ type: 'EDIT_STEP', step })} />
      </main>
    </MemoryRouter>,
  );
  return { actor, calls };
}

afterEach(cleanup);

describe('Pre-approval review', () => {
  it('lists every part of the profile with masked document numbers, and is axe-clean', async () => {
    const { actor, calls } = await reviewing();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => calls.next('profile').resolve(PROFILE));
    expect(screen.getByRole('heading', { level: 1, name: 'Review your application' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Personal details',
      'Address',
      'KYC',
      'Business profile',
      'Business registration',
      'Marketplace memberships',
      'Serviceability',
      'Face and video verification',
      'Have this application explained in your language',
    ]);
    const kyc = within(screen.getByRole('region', { name: 'KYC' }));
    expect(kyc.getByText('XXXXXX234K')).toBeInTheDocument();
    expect(kyc.getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(screen.queryByText('ABCPV1234K')).toBeNull();
    const business = within(screen.getByRole('region', { name: 'Business profile' }));
    expect(business.getByText('₹18,00,000')).toBeInTheDocument();
    expect(business.getByText('June 2019')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru, Karnataka 560038')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Marketplace memberships' })).getByText(/Since March 2021/),
    ).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    actor.stop();
  });

  it('marks every text in Devanagari with its language, so it is read out in that language', async () => {
    const { actor, calls } = await reviewing();
    await act(async () => calls.next('profile').resolve(PROFILE));
    await act(async () =>
      calls.next('vernacular').resolve({
        texts: [
          { language: 'en', label: 'English', text: 'The terms were explained to me.' },
          { language: 'hi', label: 'हिन्दी', text: 'मुझे शर्तें समझाई गईं।' },
          { language: 'mr', label: 'मराठी', text: 'मला अटी समजावून सांगितल्या.' },
        ],
        declared: { language: 'mr', declaredAt: '2026-11-20T10:00:00.000Z' },
      }),
    );
    const devanagari = /[\u0900-\u097F]/;
    const texts = [...document.querySelectorAll('body *')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === 3 && devanagari.test(node.textContent ?? '')),
    );
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const element of texts) expect(element.closest('[lang]')?.getAttribute('lang')).toMatch(/^(hi|mr)$/);
    actor.stop();
  });

  it('edit links send EDIT_STEP for personal details, KYC and business profile only', async () => {
    const user = userEvent.setup();
    for (const [name, state] of [
      ['Edit personal details', 'editPersonalInfo'],
      ['Edit KYC', 'editPanKyc'],
      ['Edit business profile', 'editBusinessProfile'],
    ] as const) {
      const { actor, calls } = await reviewing();
      await act(async () => calls.next('profile').resolve(PROFILE));
      expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(3);
      await user.click(screen.getByRole('button', { name }));
      expect(actor.getSnapshot().matches(state)).toBe(true);
      actor.stop();
      cleanup();
    }
  });

  it('Submit is busy while the lender decides, shows a refusal inline; Submit again reaches the decision', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await reviewing();
    await act(async () => calls.next('profile').resolve(PROFILE));
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit personal details' })).toBeDisabled();
    await act(async () =>
      calls.next('submit').reject(new Error('The lender could not take the application just now.')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The lender could not take the application just now.');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await act(async () => calls.next('submit').resolve({ application: POSITIONS.result, reason: null }));
    // After the decision the journey reads home again for the best approved amount.
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.stop();
  });

  it('a failed profile load shows the message and Retry loads again', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await reviewing();
    await act(async () => calls.next('profile').reject(new Error('The lender is not answering.')));
    expect(screen.getByRole('alert')).toHaveTextContent('The lender is not answering.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(calls.count('profile')).toBe(2);
    actor.stop();
  });
});

describe('Review formatting', () => {
  it('masks all but the last four, words codes and months', () => {
    expect(masked('ABCPV1234K')).toBe('XXXXXX234K');
    expect(masked('0123')).toBe('0123');
    expect(codeText('companyProvided')).toBe('Company provided');
    expect(monthText('2019-06')).toBe('June 2019');
    expect(monthText('2019-13')).toBe('2019-13');
  });

  it('says what verified the identity: the Aadhaar OTP when DigiLocker was declined', () => {
    const verifiedWith = (kyc: Partial<ApplicationProfile['kyc']>) =>
      kycRows({ ...PROFILE, kyc: { ...PROFILE.kyc, ...kyc } }).find((row) => row.label === 'Verified with')?.value;
    const otp = { kycMode: 'digiLocker', digiLockerVerified: true, aadhaarVerifiedBy: 'aadhaarOtp' } as const;
    expect(verifiedWith(otp)).toBe('Aadhaar OTP');
    expect(verifiedWith({ ...otp, aadhaarVerifiedBy: 'digiLocker' })).toBe('DigiLocker');
    expect(verifiedWith({ kycMode: 'manual' })).toBe('Documents you uploaded');
  });
});
