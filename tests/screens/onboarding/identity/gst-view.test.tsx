// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { GST_HIDDEN_MESSAGE } from '../../../../machines/onboarding/gst.machine.ts';
import { GstView } from '../../../../src/journeys/onboarding/screens/identity/GstView.tsx';
import { GSTIN_CHECK_MESSAGE } from '../../../../rules/identity/gstin.ts';
import { axeViolations, renderInRouter } from '../../../support/screens/step-fixture.tsx';
import { INPUT, POSITION, createGst, settleCall } from '../../../support/screens/identity-fixture.tsx';

const GSTIN = '29ABCPV1234K1ZF';
const FLAGS = {
  variantConfig: { loginVariant: 'default' },
  customerKycRequired: false,
  welcomeRewards: null,
  businessAddressPresent: false,
  skipGst: true,
};

describe('GSTIN Verification (additional-info)', () => {
  it('a failed load shows the problem with Retry', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createGst();
    renderInRouter(<GstView step={actor} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await settleCall(calls, 'loadGst', { reject: new Error('Home is unavailable.') });
    expect(screen.getByRole('alert')).toHaveTextContent('Home is unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.count('loadGst')).toBe(2);
  });

  it('GSTIN check character, taxpayer type, login, consent, OTP, verified; portal errors stay neutral', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createGst();
    renderInRouter(<GstView step={actor} />);
    await settleCall(calls, 'loadGst', { resolve: { gstin: null, status: 'notStarted', taxpayerType: null } });
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    const field = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(field, `${GSTIN.slice(0, -1)}a`);
    await user.click(screen.getByRole('button', { name: 'Verify GSTIN' }));
    expect(screen.getByText(GSTIN_CHECK_MESSAGE)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.clear(field);
    await user.type(field, GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Verify GSTIN' }));
    expect(screen.getByRole('button', { name: 'Verify GSTIN' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await settleCall(calls, 'confirmGstin', {
        resolve: { gstin: GSTIN, taxpayerType: 'Regular', application: POSITION },
      }),
    ).toEqual({
      applicationId: 'app-1',
      gstin: GSTIN,
    });

    expect(screen.getByText('Regular')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'GST portal username' }), 'noapi.user');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settleCall(calls, 'gstLogin', { reject: new Error('API access is not enabled for this GST username.') });
    expect(screen.getByRole('alert')).toHaveTextContent(GST_HIDDEN_MESSAGE);
    expect(screen.queryByText(/API access is not enabled/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settleCall(calls, 'gstLogin', { resolve: {} });

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please agree to share your GST returns to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to share my GST returns/ }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await settleCall(calls, 'gstConsent', { resolve: { otpSentTo: 'XXXXXX3210' } });
    expect(await axeViolations()).toEqual([]);

    // The last digit submits the code; a refused one is typed again from the first box.
    await user.keyboard('1234');
    await settleCall(calls, 'gstOtp', { reject: new Error('Wrong OTP. 4 tries left.') });
    expect(screen.getByRole('alert')).toHaveTextContent(GST_HIDDEN_MESSAGE);
    await user.keyboard('1234');
    await settleCall(calls, 'gstOtp', {
      resolve: {
        application: { ...POSITION, subStatus: 'gstVerified', nextAction: 'serviceability' },
        taxpayerType: 'Regular',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'GSTIN verified' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a reload after the OTP was sent opens at the OTP; Skip shows only when the lender allows it', async () => {
    const user = userEvent.setup();
    const resumed = createGst();
    const { unmount } = renderInRouter(<GstView step={resumed.actor} />);
    await settleCall(resumed.calls, 'loadGst', {
      resolve: { gstin: GSTIN, status: 'otpSent', taxpayerType: 'Regular' },
    });
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeInTheDocument();
    unmount();

    const skippable = createGst({ ...INPUT, flags: FLAGS });
    renderInRouter(<GstView step={skippable.actor} />);
    await settleCall(skippable.calls, 'loadGst', {
      resolve: { gstin: GSTIN, status: 'notStarted', taxpayerType: null },
    });
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(GSTIN);
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(screen.getByRole('button', { name: 'Skip for now' })).toHaveAttribute('aria-busy', 'true');
    await settleCall(skippable.calls, 'skipGst', {
      resolve: { application: { ...POSITION, nextAction: 'serviceability' } },
    });
    await waitFor(() => expect(skippable.actor.getSnapshot().status).toBe('done'));
  });
});
