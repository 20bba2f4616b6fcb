// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { KycSelectionForm } from '../../../src/journeys/onboarding/screens/pre-approval/KycSelectionForm.tsx';
import { validateKycSelection } from '../../../rules/onboarding/forms/kyc.ts';
import {
  POSITION,
  axeViolations,
  createStep,
  finishLoad,
  renderInRouter,
  type Validate,
} from '../../support/screens/step-fixture.tsx';

const validate: Validate = ({ values }) => validateKycSelection(values);

describe('KYC selection', () => {
  it('offers DigiLocker (recommended) and manual upload, chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { ref, calls, actor } = createStep({ validate });
    renderInRouter(<KycSelectionForm step={ref} />);
    await finishLoad(calls, { values: {}, data: null });
    const digiLocker = screen.getByRole('radio', { name: /DigiLocker \(recommended, faster\)/ });
    const manual = screen.getByRole('radio', { name: /Upload documents manually/ });
    expect(screen.getByRole('radiogroup', { name: 'KYC method' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose how to complete your KYC')).toBeInTheDocument();
    digiLocker.focus();
    await user.keyboard('[Space]');
    expect(actor.getSnapshot().context.values.kycMode).toBe('digiLocker');
    expect(screen.queryByText('Please choose how to complete your KYC')).toBeNull();
    // Held across a tick like a real press: Radix moves focus on a timer (tests/ui/form-controls).
    await user.keyboard('{ArrowDown>}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.keyboard('{/ArrowDown}');
    expect(manual).toBeChecked();
    expect(actor.getSnapshot().context.values.kycMode).toBe('manual');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the choice with Continue busy, then finishes', async () => {
    const user = userEvent.setup();
    const { ref, calls, actor } = createStep({ validate });
    renderInRouter(<KycSelectionForm step={ref} />);
    await finishLoad(calls, { values: { kycMode: 'manual' }, data: null });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/pre-approval/step-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('radio', { name: /DigiLocker/ })).toBeDisabled();
    const save = calls.next('save');
    expect(save.input).toMatchObject({ values: { kycMode: 'manual' } });
    await act(async () => save.resolve({ application: { ...POSITION, nextAction: 'panKyc' } }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });
});
