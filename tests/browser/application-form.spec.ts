import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { FORM_COPY } from '../../src/journeys/post-approval/screens/documents-copy.ts';
import { expectAccessible } from './support/kyc-gst-a11y.ts';
import { call, pngFile, prepareApplicant } from './support/post-approval-children.ts';
import type { Applicant } from './support/post-approval-children.ts';

// The signed application form on a phone (ADR 023): the applicant downloads the lender's form,
// signs it with Aadhaar e-sign on the provider page and comes back to the card saying so, the
// signed PDF held as the form; a declined e-sign says so and leaves the upload as the way on.

test.use({ viewport: { width: 360, height: 780 } });

const OTHERS = ['shop-photo-inside', 'shop-photo-front', 'applicant-photo', 'id-proof'] as const;
const formCard = (page: Page) => page.getByRole('group', { name: FORM_COPY.title });

async function openDocuments(page: Page, planned: string): Promise<Applicant> {
  const applicant = await prepareApplicant(
    page,
    page.request,
    planned,
    { status: 'chequeUploaded', nextAction: 'uploadDocuments', firstName: 'Ramesh', lastName: 'Kumar' },
    {},
  );
  for (const kind of OTHERS) {
    await call(
      page.request,
      applicant,
      'post',
      `/v1/application/${applicant.applicationId}/application-document?kind=${kind}`,
      {
        multipart: { file: pngFile(`${kind}.png`) },
      },
    );
  }
  await page.goto('/signup/upload-documents');
  await expect(formCard(page)).toBeVisible();
  return applicant;
}

test('download the form, sign it with Aadhaar e-sign, come back to it signed, continue', async ({ page }) => {
  await openDocuments(page, '9100000421');
  await expectAccessible(page, 'application form card');

  const download = page.waitForEvent('download');
  await formCard(page).getByRole('button', { name: FORM_COPY.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('application-form.pdf');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  await formCard(page).getByRole('button', { name: FORM_COPY.sign }).click();
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/application-form\?requestId=[^&]+&ref=/);
  await expect(page.getByText('application form of Ramesh Kumar')).toBeVisible();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/upload-documents/);
  await expect(formCard(page).getByText(/^Signed with Aadhaar e-sign on \d{2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
  await expect(formCard(page).getByRole('button', { name: FORM_COPY.sign })).toHaveCount(0);
  const slot = page.getByRole('group', { name: 'Signed application form' });
  await expect(slot.getByText('Uploaded: application-form-signed.pdf')).toBeVisible();
  await expectAccessible(page, 'application form signed');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/signup\/upload-documents/);
});

test('a declined e-sign says so; a printed, signed copy uploaded instead completes the list', async ({ page }) => {
  await openDocuments(page, '9100000422');
  await formCard(page).getByRole('button', { name: FORM_COPY.sign }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/signup\/upload-documents/);
  await expect(formCard(page).getByText(FORM_COPY.declined)).toBeVisible();

  const slot = page.getByRole('group', { name: 'Signed application form' });
  await expect(slot.getByText(FORM_COPY.uploadHint)).toBeVisible();
  await slot.locator('input[type="file"]').setInputFiles(pngFile('signed-form.png'));
  await expect(slot.getByText(/Uploaded: signed-form.png/)).toBeVisible();
  await expect(formCard(page).getByText(FORM_COPY.declined)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/signup\/upload-documents/);
});
