import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

describe('home, flags, summary and consents', () => {
  it('home answers the contract shape from the stored application', async () => {
    s = makeSandbox();
    const { token, applicationId, customerId } = await logIn(s);
    const response = await s.call('GET', '/v1/home', undefined, auth(token));
    expect(response.status).toBe(200);
    const home = await json(response);
    expect(home.application).toEqual({
      id: applicationId,
      status: { value: 'tncAccepted', bannerButtonText: 'Complete application' },
      subStatus: null,
      nextAction: 'personalInfo',
      mandateRegistered: false,
      digiLockerVerified: false,
      latestLoanId: null,
      bankInfo: null,
      applicationRejected: false,
    });
    expect(home.customer).toEqual({ uuid: customerId });
    expect(home).toMatchObject({
      bestApprovedAmount: null,
      percentCompleted: 0,
      cards: [],
      partners: [],
      creditAccountInfo: null,
    });
  });

  it('home follows state set through the control API', async () => {
    s = makeSandbox();
    const { token, phone } = await logIn(s);
    await s.call('PUT', `/__sandbox/customers/${phone}`, {
      status: 'approved',
      subStatus: 'limitAssigned',
      nextAction: 'selectOffer',
      bestApprovedAmount: 250000,
      percentCompleted: 80,
      latestLoanId: 'LN-1001',
      ifscCode: 'HDFC0001234',
      mandateRegistered: true,
    });
    const home = await json<Record<string, Record<string, unknown>>>(
      await s.call('GET', '/v1/home', undefined, auth(token)),
    );
    expect(home.application).toMatchObject({
      status: { value: 'approved', bannerButtonText: 'View your offer' },
      subStatus: 'limitAssigned',
      nextAction: 'selectOffer',
      latestLoanId: 'LN-1001',
      bankInfo: { ifscCode: 'HDFC0001234' },
      mandateRegistered: true,
    });
    expect(home).toMatchObject({
      bestApprovedAmount: 250000,
      percentCompleted: 80,
      // A chosen loan is not a credit account: that exists once the lender activates the line.
      creditAccountInfo: null,
    });
  });

  it('flags answer the default variant and the stored switches', async () => {
    s = makeSandbox();
    const { token, phone } = await logIn(s);
    const before = await json(await s.call('GET', '/v1/home/flags', undefined, auth(token)));
    expect(before).toEqual({
      variantConfig: { loginVariant: 'default' },
      customerKycRequired: false,
      welcomeRewards: null,
      businessAddressPresent: false,
      skipGst: false,
    });
    await s.call('PUT', `/__sandbox/customers/${phone}`, {
      customerKycRequired: true,
      skipGst: true,
      businessAddressPresent: true,
      marketplaceName: 'bazaarhub',
    });
    const after = await json(await s.call('GET', '/v1/home/flags', undefined, auth(token)));
    expect(after).toMatchObject({
      variantConfig: { loginVariant: 'partner' },
      customerKycRequired: true,
      skipGst: true,
      businessAddressPresent: true,
    });
  });

  it('summary carries the names and business once known', async () => {
    s = makeSandbox();
    const { token, phone, applicationId } = await logIn(s);
    const path = `/v2/application/${applicationId}/summary`;
    expect(await json(await s.call('GET', path, undefined, auth(token)))).toEqual({
      latestLoanId: null,
      documentListUploaded: [],
      referralCallbackUrl: null,
      referralMarketplaceMcode: null,
      businessInfo: null,
      personalInfo: null,
      welcomeReward: null,
    });
    await s.call('PUT', `/__sandbox/customers/${phone}`, {
      firstName: 'Asha',
      lastName: 'Verma',
      businessName: 'Verma Traders',
    });
    expect(await json(await s.call('GET', path, undefined, auth(token)))).toMatchObject({
      personalInfo: { firstName: 'Asha', lastName: 'Verma' },
      businessInfo: { businessName: 'Verma Traders' },
    });
  });

  it('consents are stored per type and a second post updates the first', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    expect(await json(await s.call('GET', '/v1/consent-status', undefined, auth(token)))).toEqual({ consents: [] });
    const granted = await s.call(
      'POST',
      '/v1/consent-status',
      { consentType: 'WHATSAPP', status: 'granted' },
      auth(token),
    );
    expect(granted.status).toBe(200);
    expect(await json(granted)).toEqual({
      consents: [{ consentType: 'WHATSAPP', status: 'granted', updatedAt: new Date(s.clock.now()).toISOString() }],
    });
    s.clock.advance(60_000);
    await s.call('POST', '/v1/consent-status', { consentType: 'WHATSAPP', status: 'denied' }, auth(token));
    const listed = await json<{ consents: { status: string; updatedAt: string }[] }>(
      await s.call('GET', '/v1/consent-status', undefined, auth(token)),
    );
    expect(listed.consents).toEqual([
      { consentType: 'WHATSAPP', status: 'denied', updatedAt: new Date(s.clock.now()).toISOString() },
    ]);
  });
});
