import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { applicantCalls } from './support/agreement-session.ts';
import { otpOf } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';

// Issue 35 item 3 (ADR 028): a payment in flight is the lender's to say, so every payment step
// comes back after a reload or a Back from the gateway's page. A reload on the card's OTP screen
// resumes that card payment with its amount and coupon (nothing of the card kept anywhere); Back
// from the net-banking page shows the payment being confirmed, Pay now shows it too, a second
// payment cannot start, and the bank's late answer shows its outcome.

const CARD = '4111 1111 1111 1111';
const CVV = '123';

interface Payment {
  transactionId: string;
  paymentMethod: string;
  status: string;
  amount: number;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function inFlight(page: Page): Promise<Payment[]> {
  return ((await applicantCalls(page)('GET', '/v1/customer/payments-in-flight')) as { payments: Payment[] }).payments;
}

/** Nothing of the card or its OTP in the address, the tab's storage or the page's own storage. */
async function keptNowhere(page: Page, secrets: readonly string[]): Promise<void> {
  const kept = await page.evaluate(() =>
    JSON.stringify({ session: { ...window.sessionStorage }, local: { ...window.localStorage }, url: location.href }),
  );
  for (const secret of secrets) expect(kept).not.toContain(secret);
  expect(kept).not.toMatch(/cvv|cardNumber/i);
}

test('a reload on the card OTP screen resumes the card payment with its amount and coupon', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = '9123400761';
  await activeBorrower(page, phone, { drawn: 10000, repaid: 0 });
  const fee = await page.request.put(`/__sandbox/customers/${testPhone(phone)}/processing-fee`, {
    data: { amount: 2000 },
  });
  expect(fee.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pay the processing fee' }).click();
  await heading(page, 'Processing fee');
  await page.getByLabel('Coupon code').fill('FEE50');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('Coupon FEE50 applied')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay');
  await page.getByRole('radio', { name: 'Debit Card', exact: true }).click();
  await page.getByLabel('Card number', { exact: true }).fill(CARD);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
  await page.getByLabel('CVV', { exact: true }).fill(CVV);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await heading(page, 'Enter the OTP from your bank');
  const code = await otpOf(page.request, phone);

  await page.reload();
  await heading(page, 'Your card payment is waiting for its OTP');
  const main = page.getByRole('main');
  // ₹1,000 less 50 % and GST at 18 % on the rest: ₹1,180, with the coupon, from the card ending 1111.
  await expect(main).toContainText('₹1,180');
  await expect(main).toContainText('FEE50');
  await expect(main).toContainText('ending 1111');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await keptNowhere(page, [CARD, CARD.replace(/ /g, ''), code]);
  const [started] = await inFlight(page);
  expect(started).toMatchObject({ paymentMethod: 'DEBIT_CARD', status: 'created', amount: 1180 });

  // The payment a reload left is the one confirmed: no second one is started.
  await page.getByRole('button', { name: 'Enter the OTP' }).click();
  await heading(page, 'Enter the OTP from your bank');
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await heading(page, 'Payment successful');
  await expect(page.getByRole('main')).toContainText('₹1,180');
  const payments = (await applicantCalls(page)('GET', '/v2/customer/transaction-details')) as { payments: Payment[] };
  expect(payments.payments.map((payment) => [payment.transactionId, payment.status])).toEqual([
    [started?.transactionId, 'success'],
  ]);
});

test('Back from the net-banking page shows the payment being confirmed, never a second Pay', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = '9123400762';
  await activeBorrower(page, phone, { drawn: 10000, repaid: 0 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await heading(page, 'Pay now');
  await page.getByRole('radio', { name: /Another amount/ }).click();
  await page.getByLabel('Amount in rupees').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay');
  await page.getByRole('radio', { name: 'Net Banking', exact: true }).click();
  const bank = page.getByLabel('Your bank');
  await bank.selectOption((await bank.locator('option:not([value=""])').first().getAttribute('value')) ?? '');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: /Confirm your payment/ })).toBeVisible();

  await page.goBack();
  await heading(page, 'We are confirming your payment');
  await expect(page.getByRole('main')).toContainText('₹2,000');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  const [pending] = await inFlight(page);
  expect(pending).toMatchObject({ paymentMethod: 'NET_BANKING', status: 'created', amount: 2000 });

  // Back once more (to Pay now's address) and Pay now from the dashboard both show the same payment.
  await page.goBack();
  await heading(page, 'We are confirming your payment');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await heading(page, 'We are confirming your payment');
  await expect(page.getByRole('main')).toContainText('₹2,000');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  expect(await inFlight(page)).toHaveLength(1);

  // The bank answers late: the same screen reads it and shows the outcome.
  const decided = await page.request.post(`/__sandbox/payments/${pending?.transactionId ?? ''}/decision`, {
    data: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  await page.getByRole('button', { name: 'Check the status again' }).click();
  await heading(page, 'Payment successful');
  await expect(page.getByRole('main')).toContainText('₹2,000');
  expect(await inFlight(page)).toEqual([]);
});

/** The fee's card payment started and left on its OTP screen: ₹1,000 and GST at 18 %, no coupon. */
async function feeByCardToOtp(page: Page, phone: string): Promise<void> {
  await activeBorrower(page, phone, { drawn: 10000, repaid: 0 });
  const fee = await page.request.put(`/__sandbox/customers/${testPhone(phone)}/processing-fee`, {
    data: { amount: 1000 },
  });
  expect(fee.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pay the processing fee' }).click();
  await heading(page, 'Processing fee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay');
  await page.getByRole('radio', { name: 'Debit Card', exact: true }).click();
  await page.getByLabel('Card number', { exact: true }).fill(CARD);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
  await page.getByLabel('CVV', { exact: true }).fill(CVV);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await heading(page, 'Enter the OTP from your bank');
}

/** UPI instead: verified, paid, approved in the UPI app; the fee's payment goes through. */
async function payByUpi(page: Page): Promise<void> {
  await heading(page, 'Choose how to pay');
  await page.getByRole('radio', { name: 'UPI', exact: true }).click();
  await page.getByLabel('UPI ID', { exact: true }).fill('asha@okbank');
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
  await expect(page.getByText(/^Verified:/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  // The UPI payment's own wait, never "already in progress" for the card left behind.
  await heading(page, 'We are confirming your payment');
  await expect(page.getByRole('main')).toContainText('UPI payment of ₹1,180');
  const [upi] = await inFlight(page);
  expect(upi).toMatchObject({ paymentMethod: 'UPI', status: 'pending', amount: 1180 });
  const decided = await page.request.post(`/__sandbox/payments/${upi?.transactionId ?? ''}/decision`, {
    data: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  await page.getByRole('button', { name: 'Check the status again' }).click();
  await heading(page, 'Payment successful');
  const payments = (await applicantCalls(page)('GET', '/v2/customer/transaction-details')) as {
    payments: (Payment & { reason: string | null })[];
  };
  // The card payment was cancelled, never charged; the UPI one paid the fee.
  expect(payments.payments.map((payment) => [payment.paymentMethod, payment.status])).toEqual([
    ['UPI', 'success'],
    ['DEBIT_CARD', 'failed'],
  ]);
  expect(payments.payments[1]?.reason).toMatch(/chose another way to pay/);
}

test('Choose another way to pay on the card OTP step cancels the card, and UPI pays the fee at once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await feeByCardToOtp(page, '9123400763');
  await page.getByRole('button', { name: 'Choose another way to pay' }).click();
  await heading(page, 'Choose how to pay');
  expect(await inFlight(page)).toEqual([]);
  // A reload now shows the fee afresh, not the cancelled card payment's failure.
  await page.reload();
  await heading(page, 'Processing fee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByUpi(page);
});

test('the resumed card payment offers another way to pay too, cancelling the card first', async ({ page }) => {
  test.setTimeout(60_000);
  await feeByCardToOtp(page, '9123400764');
  await page.reload();
  await heading(page, 'Your card payment is waiting for its OTP');
  await page.getByRole('button', { name: 'Choose another way to pay' }).click();
  await payByUpi(page);
});
