import { AA_PAGE_PATH, NET_BANKING_PAGE_PATH } from './rules.ts';
import { decisionForm, notKnownPage, page } from '../../providers/page-frame.ts';

// The simulated bank-analysis (net banking) and Account Aggregator pages: plain HTML forms, no
// script, with the controls QA needs to drive every outcome (docs/sandbox.md).

export function netBankingPage(sessionId: string, reference: string): string {
  return page(
    'Net banking sandbox: share your statements with Saakh',
    `<h1>Net banking (sandbox)</h1>
<p>Saakh asks the bank-analysis provider to read the last 6 months of your account's statements.</p>
${decisionForm({
  action: NET_BANKING_PAGE_PATH,
  idField: 'session',
  id: sessionId,
  reference,
  buttons: [
    { decision: 'complete', label: 'Log in and share' },
    { decision: 'fail', label: 'Fail the login' },
    { decision: 'cancel', label: 'Cancel' },
  ],
})}`,
  );
}

export function consentPage(consentHandle: string, reference: string): string {
  const fetchOption = (value: string, label: string, checked = false) =>
    `<label><input type="radio" name="fetch" value="${value}"${checked ? ' checked' : ''}> ${label}</label><br>`;
  return page(
    'Account Aggregator sandbox: consent to share statements',
    `<h1>Account Aggregator (sandbox)</h1>
<p>Saakh asks for your bank account statements for the last 6 months, once, to assess your loan.</p>
${decisionForm({
  action: AA_PAGE_PATH,
  idField: 'consentHandle',
  id: consentHandle,
  reference,
  options: `<fieldset><legend>Testing options: what the bank does after you approve</legend>
${fetchOption('READY', 'Sends the data', true)}
${fetchOption('PENDING', 'Is still preparing the data')}
${fetchOption('DENIED', 'Denies the data')}
${fetchOption('TIMEOUT', 'Times out')}
</fieldset>`,
  buttons: [
    { decision: 'approve', label: 'Approve' },
    { decision: 'reject', label: 'Reject' },
    { decision: 'expire', label: 'Let it expire' },
  ],
})}`,
  );
}

export function unknownSessionPage(): string {
  return notKnownPage(
    'Sandbox provider: request not found',
    'This request is not known',
    'It may have been reset. Please go back to Saakh and start again.',
  );
}
