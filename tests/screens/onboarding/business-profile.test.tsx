// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FormStepLoad } from '../../../machines/onboarding/form-step.machine.ts';
import { BUSINESS_MESSAGES, validateBusinessProfile } from '../../../rules/onboarding/forms/address-and-business.ts';
import { gstinError } from '../../../rules/identity/gstin.ts';
import { udyamError } from '../../../rules/identity/udyam.ts';
import { BusinessProfileForm } from '../../../src/journeys/onboarding/screens/business/BusinessProfileForm.tsx';
import { groupedRupees, rupeeDigits } from '../../../src/journeys/onboarding/screens/business/business-data.ts';
import {
  POSITION,
  axeViolations,
  createStep,
  finishLoad,
  renderInRouter,
  settle,
} from '../../support/screens/step-fixture.tsx';

// Step-3 on the real formStep and documentUpload machines with the app's own business-profile
// validation injected, so every message and rule here is the one the applicant meets.

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
const LISTS = {
  welcomeReward: null,
  skipBusinessRegistration: false,
  ownershipTypes: [{ code: 'proprietorship', label: 'Sole proprietorship' }],
  educationalQualifications: [{ code: 'graduate', label: 'Graduate' }],
  businessTypes: [
    { code: 'retailer', label: 'Retailer', categories: [{ code: 'kirana', label: 'Kirana and general store' }] },
    { code: 'manufacturer', label: 'Manufacturer', categories: [{ code: 'textiles', label: 'Textiles' }] },
  ],
  marketplaceOptions: [
    { code: 'amazon', label: 'Amazon' },
    { code: 'flipkart', label: 'Flipkart' },
  ],
  documentSkipped: false,
};
const LOAD: FormStepLoad = {
  values: { registrationSkipped: 'false' },
  data: LISTS,
  uploads: [{ slot: 'marketplaceDocument', accept: ACCEPT, maxBytes: 10 * 1024 * 1024, document: null }],
};

async function renderStep(options: { canSkip?: boolean; edit?: boolean } = {}) {
  const step = createStep({ validate: ({ values }) => validateBusinessProfile(values), ...options });
  renderInRouter(<BusinessProfileForm step={step.ref} />);
  await finishLoad(step.calls, LOAD);
  return step;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Business name'), 'Verma Traders');
  await user.selectOptions(screen.getByLabelText('Business type'), 'retailer');
  await user.selectOptions(screen.getByLabelText('Business category'), 'kirana');
  await user.selectOptions(screen.getByLabelText('Ownership type'), 'proprietorship');
  await user.selectOptions(screen.getByLabelText('Educational qualification'), 'graduate');
  await user.type(screen.getByLabelText('Annual turnover (₹)'), '1800000');
  await user.type(screen.getByLabelText('Business started in'), '2019-06');
  await user.type(screen.getByLabelText('Business pincode'), '560038');
}

afterEach(cleanup);

describe('Step-3 business profile', () => {
  it('shows each empty field’s message on Continue, clearing it on input; axe-clean', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Business profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of Object.values(BUSINESS_MESSAGES)) expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.count('save')).toBe(0);
    await user.type(screen.getByLabelText('Business name'), 'V');
    expect(screen.queryByText(BUSINESS_MESSAGES.businessName)).toBeNull();
    expect(await axeViolations()).toEqual([]);
    actor.stop();
  });

  it('offers the categories of the chosen type only, and drops a category the new type does not have', async () => {
    const user = userEvent.setup();
    const { actor } = await renderStep();
    const category = screen.getByLabelText('Business category');
    expect(category).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Business type'), 'retailer');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select business category', 'Kirana and general store']);
    await user.selectOptions(category, 'kirana');
    await user.selectOptions(screen.getByLabelText('Business type'), 'manufacturer');
    expect(actor.getSnapshot().context.values['businessCategory']).toBe('');
    expect(within(category).getByRole('option', { name: 'Textiles' })).toBeInTheDocument();
    actor.stop();
  });

  it('groups the turnover the Indian way while keeping digits, and saves the typed profile', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep();
    await fillRequired(user);
    expect(screen.getByLabelText('Annual turnover (₹)')).toHaveValue('18,00,000');
    expect(actor.getSnapshot().context.values['annualTurnover']).toBe('1800000');
    await user.click(screen.getByLabelText('My business has no registration yet'));
    expect(screen.queryByLabelText('Registration type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('aria-busy', 'true');
    const save = calls.next('save');
    expect(save.input).toMatchObject({
      values: {
        businessName: 'Verma Traders',
        businessType: 'retailer',
        businessCategory: 'kirana',
        annualTurnover: '1800000',
        businessStartDate: '2019-06',
        businessPincode: '560038',
        registrationSkipped: 'true',
      },
    });
    await act(async () => save.resolve({ application: POSITION }));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('checks the registration number with the GSTIN and Udyam rules, upper-casing as typed', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Registration type'), 'gstin');
    await user.type(screen.getByLabelText('Registration number'), '29abcpv1234k1zx');
    expect(screen.getByLabelText('Registration number')).toHaveValue('29ABCPV1234K1ZX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const gst = gstinError('29ABCPV1234K1ZX');
    expect(gst).not.toBeNull();
    expect(screen.getByText(gst ?? '')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Registration type'), 'udyam');
    await user.clear(screen.getByLabelText('Registration number'));
    await user.type(screen.getByLabelText('Registration number'), 'UDYAM-KA-1-12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(udyamError('UDYAM-KA-1-12') ?? 'missing message')).toBeInTheDocument();
    expect(calls.count('save')).toBe(0);
    actor.stop();
  });

  it('keeps marketplace rows in memberships, asks for the marketplace before the document, removes rows', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'I sell on a marketplace' }));
    const row = within(screen.getByRole('group', { name: 'Marketplace 1' }));
    expect(screen.getByText('Choose the marketplace first.')).toBeInTheDocument();
    // A half-typed row is refused by the step's own rule.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please check your marketplace details')).toBeInTheDocument();
    expect(calls.count('save')).toBe(0);
    await user.selectOptions(row.getByLabelText('Marketplace'), 'amazon');
    await user.type(row.getByLabelText('Selling there since'), '2021-03');
    await user.type(row.getByLabelText('Average monthly sales (₹)'), '150000');
    expect(row.getByLabelText('Average monthly sales (₹)')).toHaveValue('1,50,000');
    expect(JSON.parse(actor.getSnapshot().context.values['memberships'] ?? '')).toEqual([
      { marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: '150000' },
    ]);
    expect(screen.queryByText('Choose the marketplace first.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add another marketplace' }));
    // Amazon is taken by the first row.
    const second = within(screen.getByRole('group', { name: 'Marketplace 2' }));
    expect(second.queryByRole('option', { name: 'Amazon' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove marketplace 2' }));
    expect(screen.queryByRole('group', { name: 'Marketplace 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove marketplace 1' }));
    expect(actor.getSnapshot().context.values['memberships']).toBe('');
    actor.stop();
  });

  it('skips the marketplace document where the step allows it, busy while skipping', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep({ canSkip: true });
    const skip = screen.getByRole('button', { name: 'Continue without the marketplace document' });
    await user.click(skip);
    await settle();
    expect(skip).toHaveAttribute('aria-busy', 'true');
    await act(async () => calls.next('skip').resolve({ application: POSITION }));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('edit/step-3 saves changes and leads back to the review', async () => {
    const { actor } = await renderStep({ edit: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit business profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/pre-approval/review');
    actor.stop();
  });
});

describe('Rupee fields', () => {
  it('keep at most ten digits without leading zeros and show them in lakhs and crores', () => {
    expect(rupeeDigits('₹ 0012,34,567')).toBe('1234567');
    expect(rupeeDigits('123456789012')).toBe('1234567890');
    expect(groupedRupees('1234567890')).toBe('1,23,45,67,890');
    expect(groupedRupees('')).toBe('');
  });
});
