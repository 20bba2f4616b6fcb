// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PersonalAddressForm } from '../../../src/journeys/onboarding/screens/pre-approval/PersonalAddressForm.tsx';
import { validatePersonalAddress } from '../../../rules/onboarding/forms/address-and-business.ts';
import {
  POSITION,
  axeViolations,
  createStep,
  finishLoad,
  renderInRouter,
  settle,
  type Validate,
} from '../../support/screens/step-fixture.tsx';

const AADHAAR_ADDRESS = {
  line1: '12, 3rd Cross',
  line2: 'Indiranagar',
  landmark: 'Near metro',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};

const validate: Validate = ({ values }) => validatePersonalAddress(values);

async function renderStep(data: unknown, values: Record<string, string> = {}) {
  const step = createStep({ validate });
  renderInRouter(<PersonalAddressForm step={step.ref} />);
  await finishLoad(step.calls, { values, data });
  return step;
}

describe('Personal address', () => {
  it('offers the Aadhaar address when DigiLocker supplied one, and hides the typed address when chosen', async () => {
    const user = userEvent.setup();
    const { actor, calls } = await renderStep({ aadhaarAddress: AADHAAR_ADDRESS });
    const same = screen.getByRole('checkbox', { name: 'My current address is the same as my Aadhaar address' });
    expect(screen.getByLabelText('Flat, house number, building')).toBeInTheDocument();
    await user.click(same);
    expect(actor.getSnapshot().context.values.sameAsAadhaar).toBe('true');
    expect(screen.queryByLabelText('Flat, house number, building')).toBeNull();
    expect(screen.getByText('12, 3rd Cross, Indiranagar, Near metro, Bengaluru, Karnataka 560038')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Residence type'), 'rented');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    const save = calls.next('save');
    expect(save.input).toMatchObject({ values: { sameAsAadhaar: 'true', residenceType: 'rented' } });
    await act(async () => save.resolve({ application: { ...POSITION, nextAction: 'serviceability' } }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('has no Aadhaar choice without an Aadhaar address; pincode takes six digits only', async () => {
    const user = userEvent.setup();
    const { actor } = await renderStep(null);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const pincode = screen.getByLabelText('Pincode');
    expect(pincode).toHaveAttribute('inputmode', 'numeric');
    await user.type(pincode, '56a0-0381');
    expect(pincode).toHaveValue('560038');
    expect(actor.getSnapshot().context.values.pincode).toBe('560038');
  });

  it('lets the applicant type city and state when the pincode is unknown, and keeps found ones', async () => {
    const user = userEvent.setup();
    await renderStep({ pincodeLookup: 'unknown' }, { pincode: '799999' });
    expect(screen.getByText('We could not find this pincode. Please type your city and state.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Agartala');
    expect(screen.getByLabelText('City')).toHaveValue('Agartala');
  });

  it('shows city and state from the lookup read-only', async () => {
    await renderStep({ pincodeLookup: 'found' }, { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' });
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
  });

  it('shows errors under fields, clears them on input, and is axe-clean', async () => {
    const user = userEvent.setup();
    await renderStep({ aadhaarAddress: AADHAAR_ADDRESS });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your address')).toBeInTheDocument();
    expect(screen.getByText('Please choose your residence type')).toBeInTheDocument();
    expect(screen.getByLabelText('Residence type')).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Residence type'), 'owned');
    expect(screen.queryByText('Please choose your residence type')).toBeNull();
    expect(screen.getByText('Please enter your address')).toBeInTheDocument();
  });
});
