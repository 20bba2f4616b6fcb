import { DIGILOCKER_PAGE_PATH } from './names.ts';
import { decisionButtons, escapeHtml, notKnownPage, page, requestFields } from './page-frame.ts';

/** The simulated DigiLocker consent page: plain HTML, a form, no script (docs/sandbox.md). */

export function consentPage(input: { requestId: string; reference: string; applicantName: string }): string {
  return page(
    'DigiLocker sandbox: share your documents with Saakh',
    `<h1>DigiLocker (sandbox)</h1>
<p>Signed in as <strong>${escapeHtml(input.applicantName)}</strong>.</p>
<p>Saakh asks to read your Aadhaar (name, date of birth, gender, address) and PAN from DigiLocker
to complete your KYC.</p>
<form method="post" action="${DIGILOCKER_PAGE_PATH}">
${requestFields('requestId', input.requestId, input.reference)}
<fieldset><legend>Testing options</legend>
<label><input type="checkbox" name="dobDiffers" value="on"> Aadhaar shows a different date of birth</label>
</fieldset>
${decisionButtons([
  { decision: 'approve', label: 'Approve' },
  { decision: 'deny', label: 'Deny' },
])}
</form>`,
  );
}

export function unknownRequestPage(): string {
  return notKnownPage(
    'DigiLocker sandbox: request not found',
    'This DigiLocker request is not known',
    'It may have been reset. Please go back to Saakh and start DigiLocker again.',
  );
}
