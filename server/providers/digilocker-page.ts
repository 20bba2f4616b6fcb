import { DIGILOCKER_PAGE_PATH } from './names.ts';
import { decisionForm, escapeHtml, notKnownPage, page } from './page-frame.ts';

/** The simulated DigiLocker consent page: plain HTML, a form, no script (docs/sandbox.md). */

const DOB_OPTION = `<fieldset><legend>Testing options</legend>
<label><input type="checkbox" name="dobDiffers" value="on"> Aadhaar shows a different date of birth</label>
</fieldset>`;

export function consentPage(input: { requestId: string; reference: string; applicantName: string }): string {
  return page(
    'DigiLocker sandbox: share your documents with Saakh',
    `<h1>DigiLocker (sandbox)</h1>
<p>Signed in as <strong>${escapeHtml(input.applicantName)}</strong>.</p>
<p>Saakh asks to read your Aadhaar (name, date of birth, gender, address) and PAN from DigiLocker
to complete your KYC.</p>
${decisionForm({
  action: DIGILOCKER_PAGE_PATH,
  idField: 'requestId',
  id: input.requestId,
  reference: input.reference,
  options: DOB_OPTION,
  buttons: [
    { decision: 'approve', label: 'Approve' },
    { decision: 'deny', label: 'Deny' },
  ],
})}`,
  );
}

export function unknownRequestPage(): string {
  return notKnownPage(
    'DigiLocker sandbox: request not found',
    'This DigiLocker request is not known',
    'It may have been reset. Please go back to Saakh and start DigiLocker again.',
  );
}
