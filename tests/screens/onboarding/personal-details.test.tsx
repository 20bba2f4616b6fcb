// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PersonalDetailsForm } from '../../../src/journeys/onboarding/screens/pre-approval/PersonalDetailsForm.tsx';
import { validatePersonalInfo } from '../../../rules/onboarding/forms/personal-info.ts';
import {
  POSITION,
  axeViolations,
  createStep,
  finishLoad,
  renderInRouter,
  settle,
  type Validate,
} from '../../support/screens/step-fixture.tsx';

const validate: Validate = ({ values }) => validatePersonalInfo(values, new Date('2026-01-15T00:00:00Z'));

const SAVED = {
  firstName: 'Asha',
  lastName: 'Verma',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  email: 'asha@example.in',
  maritalStatus: 'married',
  fatherName: 'Ramesh Verma',
};

async function renderStep(options: Parameters<typeof createStep>[0] = {}) {
  const step = createStep({ validate, ...options });
  renderInRouter(<PersonalDetailsForm step={step.ref} />);
  return step;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('Personal details (step-1)', () => {
  it('shows the Loader until the step has loaded, then the saved values', async () => {
    const { calls } = await renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we fetch');
    expect(screen.queryByRole('heading')).toBeNull();
    await finishLoad(calls, { values: SAVED, data: { welcomeReward: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('12/04/1990');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByLabelText('Marital status')).toHaveValue('married');
  });

  it('offers Retry when loading fails, and loads again', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    await act(async () => calls.next('load').reject(new Error('The lender is not answering.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lender is not answering.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.count('load')).toBe(2);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('binds every field to the step and uses the right keyboards', async () => {
    const user = userEvent.setup();
    const { calls, actor } = await renderStep();
    await finishLoad(calls, { values: {}, data: null });
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Verma');
    // Day first, as the applicant writes it; the step keeps the wire's YYYY-MM-DD.
    await user.type(screen.getByLabelText('Date of birth'), '12041990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'married');
    await user.type(screen.getByLabelText("Father's name"), 'Ramesh Verma');
    expect(actor.getSnapshot().context.values).toEqual(SAVED);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    // Not the browser's date input, whose order follows the device (mm/dd/yyyy on many phones).
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('12/04/1990');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('shows errors under the fields and clears each on input', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    await finishLoad(calls, { values: { ...SAVED, firstName: '', email: 'asha' }, data: null });
    await user.click(continueButton());
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count('save')).toBe(0);
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(screen.queryByText('Please enter your first name')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('keeps Continue busy while saving, then finishes the step with the answer', async () => {
    const user = userEvent.setup();
    const { calls, actor } = await renderStep();
    await finishLoad(calls, { values: SAVED, data: null });
    await user.click(continueButton());
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    const save = calls.next('save');
    expect(save.input).toMatchObject({ applicationId: 'app-1', values: SAVED });
    await act(async () => save.resolve({ application: POSITION }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it("shows the lender's message in an alert, or under the field it names", async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    await finishLoad(calls, { values: SAVED, data: null });
    await user.click(continueButton());
    await act(async () =>
      calls.next('save').reject({ field: 'dateOfBirth', message: 'You must be between 18 and 75 years old.' }),
    );
    expect(await screen.findByText('You must be between 18 and 75 years old.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    await act(async () => calls.next('save').reject(new Error('Please complete Personal Details first.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete Personal Details first.');
  });

  it('opened from review: says so and goes back to review', async () => {
    const { calls } = await renderStep({ edit: true });
    await finishLoad(calls, { values: SAVED, data: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit personal details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/pre-approval/review');
  });

  it('restores a draft over the saved values', async () => {
    const { calls } = await renderStep({ draft: { firstName: 'Ashaa' } });
    await finishLoad(calls, { values: SAVED, data: null });
    expect(screen.getByLabelText('First name')).toHaveValue('Ashaa');
    expect(screen.getByLabelText('Last name')).toHaveValue('Verma');
  });

  it('has no axe violations, with errors showing', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    await finishLoad(calls, { values: {}, data: null });
    await user.click(continueButton());
    await settle();
    expect(await axeViolations()).toEqual([]);
  });
});
