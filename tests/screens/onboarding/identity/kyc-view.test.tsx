// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '../../../../src/api/errors.ts';
import { KycView } from '../../../../src/journeys/onboarding/screens/identity/KycView.tsx';
import { aadhaarError, verhoeffCheckDigit } from '../../../../rules/identity/aadhaar.ts';
import { axeViolations, renderInRouter } from '../../../support/screens/step-fixture.tsx';
import { createKyc, settleCall } from '../../../support/screens/identity-fixture.tsx';

const PROVIDER = 'http://sandbox.test/v1/sandbox-digilocker/authorize?requestId=r-1';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const position = (status: string, nextAction: string) => ({
  id: 'app-1',
  status,
  subStatus: null,
  nextAction,
  percentCompleted: 20,
});
const verified = {
  application: position('digiLockerVerified', 'panKyc'),
  digiLocker: {
    status: 'verified',
    requestId: 'r-1',
    source: 'digiLocker',
    name: 'Asha Verma',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    maskedAadhaar: 'XXXXXXXX3210',
    aadhaarAddress: {
      line1: '21, Shivaji Road',
      line2: null,
      landmark: null,
      pincode: '411005',
      city: 'Pune',
      state: 'Maharashtra',
    },
  },
};

describe('KYC result (DigiLocker)', () => {
  it('shows the Loader, then Continue to DigiLocker, busy while the page is prepared, and leaves for it', async () => {
    const user = userEvent.setup();
    const { actor, calls, redirects } = createKyc();
    renderInRouter(<KycView step={actor} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we fetch your details');
    await settleCall(calls, 'readProviderReturn', { resolve: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify with DigiLocker' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to DigiLocker' }));
    expect(screen.getByRole('button', { name: 'Continue to DigiLocker' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await settleCall(calls, 'getDigiLockerUrl', { resolve: { url: PROVIDER, requestId: 'r-1', expiresAt: '' } }),
    ).toEqual({ redirectUrl: '/signup/kyc-result' });
    expect(redirects).toEqual([PROVIDER]);
    expect(screen.getByRole('link', { name: 'open DigiLocker' })).toHaveAttribute('href', PROVIDER);
  });

  it('a failed page request shows the server message and the same button tries again', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createKyc();
    renderInRouter(<KycView step={actor} />);
    await settleCall(calls, 'readProviderReturn', { resolve: null });
    await user.click(screen.getByRole('button', { name: 'Continue to DigiLocker' }));
    await settleCall(calls, 'getDigiLockerUrl', { reject: new Error('DigiLocker is down.') });
    expect(screen.getByRole('alert')).toHaveTextContent('DigiLocker is down.');
    await user.click(screen.getByRole('button', { name: 'Continue to DigiLocker' }));
    expect(calls.count('getDigiLockerUrl')).toBe(2);
  });

  it('back from DigiLocker: checking, then KYC success with the verified details; Continue finishes', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createKyc();
    renderInRouter(<KycView step={actor} />);
    await settleCall(calls, 'readProviderReturn', { resolve: { requestId: 'r-1', status: 'success' } });
    expect(screen.getByRole('status')).toHaveTextContent('your DigiLocker result');
    await settleCall(calls, 'checkDigiLockerStatus', { resolve: verified });
    expect(screen.getByRole('heading', { level: 1, name: 'KYC successful' })).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 3210')).toBeInTheDocument();
    // §9 dates: DD Mon YYYY, never the wire's 1990-04-12.
    expect(screen.getByText('12 Apr 1990')).toBeInTheDocument();
    expect(screen.queryByText('1990-04-12')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(actor.getSnapshot().output).toEqual({ application: verified.application });
  });

  it('KYC failure offers DigiLocker again, the Aadhaar OTP, or manual upload (busy while switching)', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createKyc();
    renderInRouter(<KycView step={actor} />);
    await settleCall(calls, 'readProviderReturn', { resolve: { requestId: 'r-1', status: 'failure' } });
    await settleCall(calls, 'checkDigiLockerStatus', {
      resolve: {
        application: position('personalInfoUpdated', 'digiLocker'),
        digiLocker: { status: 'failed', requestId: 'r-1', reason: 'denied' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'KYC not completed' })).toBeInTheDocument();
    expect(screen.getByText(/request was declined/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Upload documents instead' }));
    expect(screen.getByRole('button', { name: 'Upload documents instead' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Try DigiLocker again' })).toBeDisabled();
    await settleCall(calls, 'switchToManual', { resolve: { application: position('personalInfoUpdated', 'panKyc') } });
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('Aadhaar OTP: the number checked as typed, EPL-10000 explained on its own, the OTP boxes verify', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createKyc();
    renderInRouter(<KycView step={actor} />);
    await settleCall(calls, 'readProviderReturn', { resolve: null });
    await user.click(screen.getByRole('button', { name: 'Verify with Aadhaar OTP instead' }));
    const field = screen.getByRole('textbox', { name: 'Aadhaar number' });
    await user.type(field, `${AADHAAR.slice(0, -1)}${(Number(AADHAAR.slice(-1)) + 1) % 10}`);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      screen.getByText(aadhaarError(`${AADHAAR.slice(0, -1)}${(Number(AADHAAR.slice(-1)) + 1) % 10}`) ?? ''),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, AADHAAR);
    await user.keyboard('[Enter]');
    await settleCall(calls, 'sendAadhaarOtp', {
      reject: new ApiError('EPL-10000', { kind: 'http', status: 422, code: 'EPL-10000' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('not linked to a mobile number');
    expect(screen.queryByText('EPL-10000')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await settleCall(calls, 'sendAadhaarOtp', {
      resolve: { requestId: 'o-1', otpSentTo: 'XXXXXX3210', retryAfterSeconds: 30 },
    });
    expect(screen.getByText(/sent a 4-digit OTP to \+91 XXXXX X3210/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    // The last digit submits the code.
    await user.keyboard('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await settleCall(calls, 'verifyAadhaarOtp', { reject: { field: 'otp', message: 'Wrong OTP. 4 tries left.' } }),
    ).toEqual({ otp: '1234', request: { aadhaarNumber: AADHAAR, requestId: 'o-1' } });
    expect(screen.getByText('Wrong OTP. 4 tries left.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    // The refused code is gone and the caret is in the first box again: the next code is typed there.
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await user.keyboard('1234');
    await settleCall(calls, 'verifyAadhaarOtp', { resolve: verified });
    expect(screen.getByRole('heading', { level: 1, name: 'KYC successful' })).toBeInTheDocument();
  });
});
