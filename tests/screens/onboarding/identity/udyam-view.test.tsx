// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UdyamView } from '../../../../src/journeys/onboarding/screens/identity/UdyamView.tsx';
import { UDYAM_FORMAT_MESSAGE } from '../../../../rules/identity/udyam.ts';
import { axeViolations, renderInRouter } from '../../../support/screens/step-fixture.tsx';
import { POSITION, createUdyam, settleCall } from '../../../support/screens/identity-fixture.tsx';

const UDYAM = 'UDYAM-KA-03-0012345';
const list = [
  { udyam_reg_no: UDYAM, enterprise_name: 'Verma Traders', enterprise_type: 'Micro' },
  { udyam_reg_no: 'UDYAM-MH-26-3456789', enterprise_name: 'Verma Traders', enterprise_type: 'Micro' },
];

describe('Udyam verification, Enter Udyam OTP, Select Udyam', () => {
  it('by number: format checked, OTP sent, the list chosen from, submitted', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createUdyam();
    renderInRouter(<UdyamView step={actor} />);
    // No list verified in the last 30 minutes: the step starts at the number.
    expect(await settleCall(calls, 'readUdyamList', { resolve: { registrations: [], otp: null } })).toEqual({
      applicationId: 'app-1',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Udyam verification' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Udyam registration number/ });
    await user.type(field, 'udyam-1');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(UDYAM_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.clear(field);
    await user.type(field, UDYAM.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await settleCall(calls, 'generateUdyamOtp', {
        resolve: { request_id: 'u-1', otp_sent_to: 'XXXXXX3210', retry_after_seconds: 30 },
      }),
    ).toMatchObject({
      lookup: 'number',
      udyamNumber: UDYAM,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Enter Udyam OTP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 4-digit OTP')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await settleCall(calls, 'submitUdyamOtp', { resolve: list })).toEqual({
      otp: '4321',
      request: { applicationId: 'app-1', lookup: 'number', udyamNumber: UDYAM, mobile: '', requestId: 'u-1' },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Select Udyam' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose the Udyam registration to use')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /UDYAM-KA-03-0012345/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settleCall(calls, 'submitUdyam', {
      reject: new Error('Please verify the OTP for this Udyam registration first.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify the OTP');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await settleCall(calls, 'submitUdyam', {
        resolve: {
          application: { ...POSITION, subStatus: 'udyamVerified' },
          udyam: { udyam_reg_no: UDYAM, verified: true },
        },
      }),
    ).toEqual({
      applicationId: 'app-1',
      udyamNumber: UDYAM,
    });
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('by mobile: the lender’s refusal shows under the mobile field', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createUdyam();
    renderInRouter(<UdyamView step={actor} />);
    await settleCall(calls, 'readUdyamList', { reject: new Error('Sandbox fault') });
    await user.click(screen.getByRole('radio', { name: 'The mobile number registered with Udyam' }));
    await user.type(screen.getByRole('textbox', { name: 'Registered mobile number' }), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await settleCall(calls, 'generateUdyamOtp', {
      reject: { field: 'mobile', message: 'No Udyam registration is linked to this mobile number.' },
    });
    expect(screen.getByText('No Udyam registration is linked to this mobile number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registered mobile number' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a reload, an OTP still usable reopens Enter Udyam OTP, with the mobile kept for Resend', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createUdyam();
    renderInRouter(<UdyamView step={actor} />);
    const sent = { request_id: 'u-2', otp_sent_to: 'XXXXXX6789', retry_after_seconds: 12 };
    await settleCall(calls, 'readUdyamList', {
      resolve: { registrations: list, otp: { sent, lookup: 'mobile', udyamNumber: '', mobile: '9123456789' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Udyam OTP' })).toBeInTheDocument();
    expect(screen.getByText('We have sent a 4-digit OTP to +91 XXXXX X6789.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await settleCall(calls, 'submitUdyamOtp', { resolve: list })).toEqual({
      otp: '4321',
      request: { applicationId: 'app-1', lookup: 'mobile', udyamNumber: '', mobile: '9123456789', requestId: 'u-2' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Select Udyam' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Udyam details' }));
    expect(screen.getByRole('textbox', { name: 'Registered mobile number' })).toHaveValue('9123456789');
  });

  it('after a reload, a list verified in the last 30 minutes shows again instead of a new OTP', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createUdyam();
    renderInRouter(<UdyamView step={actor} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await settleCall(calls, 'readUdyamList', { resolve: { registrations: list, otp: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Select Udyam' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /UDYAM-MH-26-3456789/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await settleCall(calls, 'submitUdyam', {
        resolve: {
          application: { ...POSITION, subStatus: 'udyamVerified' },
          udyam: { udyam_reg_no: 'UDYAM-MH-26-3456789', verified: true },
        },
      }),
    ).toEqual({
      applicationId: 'app-1',
      udyamNumber: 'UDYAM-MH-26-3456789',
    });
  });
});
