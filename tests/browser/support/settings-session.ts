import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';

// A customer for the settings page: seeded, logged in through the API, and with the WhatsApp
// consent the app posts after a first login (§4) given, as the sandbox would have it.

/** The stored token, as the app sends it ("Bearer …"). */
export const storedToken = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);

export async function giveWhatsappConsent(page: Page): Promise<void> {
  const given = await page.request.post('/v1/consent-status', {
    headers: { authorization: await storedToken(page) },
    data: { consentType: 'WHATSAPP', status: 'granted' },
  });
  expect(given.ok(), await given.text()).toBe(true);
}

export async function settingsCustomer(page: Page, phone: string): Promise<void> {
  await seedApplicant(page.request, phone, { status: 'initiated', firstName: 'Asha' });
  await logInThroughApi(page, page.request, phone);
  await giveWhatsappConsent(page);
}
