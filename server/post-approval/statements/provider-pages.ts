import { AA_PAGE_PATH, NET_BANKING_PAGE_PATH } from './rules.ts';
import { decisionButtons, notKnownPage, page, requestFields } from '../../providers/page-frame.ts';

// The simulated bank-analysis (net banking) and Account Aggregator pages: plain HTML forms, no
// script, with the controls QA needs to drive every outcome (docs/sandbox.md).

export function netBankingPage(sessionId: string, reference: string): string {
  return page(
    'Net banking sandbox: share your statements with Saakh',
    `<h1>Net banking (sandbox)</h1>
<p>Saakh asks the bank-analysis provider to read the last 6 months of your account's statements.</p>
<form method="post" action="${NET_BANKING_PAGE_PATH}">
${requestFields('session', sessionId, reference)}
${decisionButtons([
  { decision: 'complete', label: 'Log in and share' },
  { decision: 'fail', label: 'Fail the login' },
  { decision: 'cancel', label: 'Cancel' },
])}
</form>`,
  );
}

export function consentPage(consentHandle: string, reference: string): string {
  const fetchOption = (value: string, label: string, checked = false) =>
    `<label><input type="radio" name="fetch" value="${value}"${checked ? ' checked' : ''}> ${label}</label><br>`;
  return page(
    'Account Aggregator sandbox: consent to share statements',
    `<h1>Account Aggregator (sandbox)</h1>
<p>Saakh asks for your bank account statements for the last 6 months, once, to assess your loan.</p>
<form method="post" action="${AA_PAGE_PATH}">
${requestFields('consentHandle', consentHandle, reference)}
<fieldset><legend>Testing options: what the bank does after you approve</legend>
${fetchOption('READY', 'Sends the data', true)}
${fetchOption('PENDING', 'Is still preparing the data')}
${fetchOption('DENIED', 'Denies the data')}
${fetchOption('TIMEOUT', 'Times out')}
</fieldset>
${decisionButtons([
  { decision: 'approve', label: 'Approve' },
  { decision: 'reject', label: 'Reject' },
  { decision: 'expire', label: 'Let it expire' },
])}
</form>`,
  );
}

export function unknownSessionPage(): string {
  return notKnownPage(
    'Sandbox provider: request not found',
    'This request is not known',
    'It may have been reset. Please go back to Saakh and start again.',
  );
}
