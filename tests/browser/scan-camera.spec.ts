import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { qrPhoto, qrVideo } from './support/qr-video.ts';

// Scan-and-pay with a real QR code (issue 30): Chromium's fake camera plays a clip of a code the
// qrcode package draws here, of a shop's `upi://pay` link; a photo of another code is chosen too.
// This Chromium has no BarcodeDetector, so jsQR reads both (ADR 046), loaded only once a scan starts.
// The shop's UPI id is checked, the mPIN set and given, and the rails' settlement shown.

const CAMERA_CODE = 'upi://pay?pa=freshmart@okaxis&pn=FreshMart&am=250.00&cu=INR';
const PHOTO_CODE = 'upi://pay?pa=freshmart@okaxis&pn=FreshMart&am=120.00&cu=INR';

// Every worker loads this file before it launches the browser: the clip exists by then.
const clip = qrVideo(CAMERA_CODE);

const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  },
  permissions: ['camera'],
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a shop’s QR code read by the camera is paid with the mPIN; a photo of a code is read too', async ({ page }) => {
  await activeBorrower(page, '9123400961', { drawn: 0, repaid: 0 });
  const decoder: string[] = [];
  page.on('request', (request) => {
    if (/jsQR[^/]*\.js$/i.test(new URL(request.url()).pathname)) decoder.push(request.url());
  });
  await page.goto('/suppliers/scan-pay');
  await expect(heading(page, 'Scan and pay')).toBeVisible();
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  // Nothing of the decoder is loaded before a picture is looked at.
  expect(decoder).toEqual([]);

  await page.getByLabel('Or choose a photo of the code').setInputFiles({
    name: 'shop-code.png',
    mimeType: 'image/png',
    buffer: await qrPhoto(PHOTO_CODE),
  });
  await expect(heading(page, 'Pay FreshMart Superstore')).toBeVisible();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('120');
  expect(decoder).toHaveLength(1);
  await button(page, 'Scan another code').click();

  await button(page, 'Scan with the camera').click();
  await expect(heading(page, 'Pay FreshMart Superstore')).toBeVisible();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('250');
  await button(page, 'Continue').click();
  await expect(heading(page, 'Review your payment')).toBeVisible();
  await expect(page.getByText('₹250', { exact: true })).toBeVisible();
  await button(page, 'Pay').click();

  await expect(heading(page, 'Set your mPIN')).toBeVisible();
  await page.getByLabel('New mPIN').fill('4826');
  await page.getByLabel('Enter it again').fill('4826');
  await button(page, 'Set mPIN').click();
  await expect(heading(page, 'Enter your mPIN')).toBeVisible();
  await page.getByLabel('mPIN', { exact: true }).fill('4826');
  await button(page, 'Pay').click();

  await expect(page).toHaveURL(/\/suppliers\/payment-status$/);
  await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
  const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
  const settled = await page.request.post(`/__sandbox/purchases/${transactionId}/rails`, {
    data: { action: 'settle' },
  });
  expect(settled.ok(), await settled.text()).toBe(true);
  await button(page, 'Check again').click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment-success$/);
  await expect(heading(page, 'Payment successful')).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
});
