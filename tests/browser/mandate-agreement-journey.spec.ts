import { expect, test } from './support/test.ts';
import { review } from './support/agreement-session.ts';
import { atMandate, button, choose, heading, reloadStays } from './support/mandate-session.ts';
import { AGREEMENT_PATHS } from '../../machines/routing/agreement-screens.ts';

// The two journeys as one applicant lives them: handed over from post-approval at emandatePending,
// an e-mandate by net banking on the sponsor bank's page, the post-approval submission that hands
// the loan to the agreement (nbfcApproved), the KFS read and acknowledged, the agreement e-signed
// on the provider's page, the lender's approval and activation (QA's control), and the active
// credit line on the dashboard. A reload at each step lands on the same step.

const PHONE = '9876500861';
const at = (path: string) => new RegExp(`${path}(\\?|$)`);

test('from the mandate hand-over to an active credit line', async ({ page, request }) => {
  await atMandate(page, request, PHONE);
  await reloadStays(page, /\/signup\/post-approval\/step-1$/, 'Set up repayments');
  await choose(page, 'Net banking');
  await expect(page).toHaveURL(/sponsorbank-sandbox\/authorise/);
  await button(page, 'Authorise').click();
  await expect(heading(page, 'Repayments set up')).toBeVisible();
  await reloadStays(page, /\/signup\/mandate\/success$/, 'Repayments set up');
  await button(page, 'Continue').click();

  // The submission has handed the loan to the agreement: the KFS comes first.
  await expect(heading(page, 'Key Fact Statement')).toBeVisible();
  await expect(page).toHaveURL(at(AGREEMENT_PATHS.kfs));
  await expect(page.getByRole('img', { name: /^Key Fact Statement, page 1 of \d+$/ })).toBeVisible();
  await reloadStays(page, at(AGREEMENT_PATHS.kfs), 'Key Fact Statement');
  const box = page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' });
  await box.check();
  // The tick is kept until "I acknowledge" sends it.
  await reloadStays(page, at(AGREEMENT_PATHS.kfs), 'Key Fact Statement');
  await expect(box).toBeChecked();
  await button(page, 'I acknowledge').click();

  await expect(heading(page, 'Sign your loan agreement')).toBeVisible();
  await reloadStays(page, at(AGREEMENT_PATHS.agreement), 'Sign your loan agreement');
  await button(page, 'Sign with Aadhaar e-sign').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/agreement\?requestId=/);
  await button(page, 'Sign').click();
  await expect(heading(page, 'Your agreement is signed')).toBeVisible();
  await reloadStays(page, at(AGREEMENT_PATHS.loanSuccess), 'Your agreement is signed');

  await review(request, PHONE, { review: 'approve' });
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your loan is approved')).toBeVisible();
  await reloadStays(page, at(AGREEMENT_PATHS.loanSuccess), 'Your loan is approved');

  const activated = (await review(request, PHONE, { review: 'activate' })) as { agreement: { creditLimit: number } };
  const limit = `₹${activated.agreement.creditLimit.toLocaleString('en-IN')}`;
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your credit line is active')).toBeVisible();
  await reloadStays(page, at(AGREEMENT_PATHS.activated), 'Your credit line is active');

  await button(page, 'Go to dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Your credit line' });
  // Nothing drawn yet: the limit and what is left to draw are the same amount.
  await expect(card.getByText(limit)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Your application' })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByText(limit)).toHaveCount(2);
});
