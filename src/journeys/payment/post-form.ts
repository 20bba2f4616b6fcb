import type { PaymentForm } from '../../../rules/payment/types.ts';

/**
 * §3 the third-party payment page: the lender's form (method, action, content) posted by a real
 * form submit, as the bank's page expects; the browser leaves the app and comes back to the
 * return address. Headers a form cannot send are the gateway's to ignore.
 */
export function postPaymentForm(form: PaymentForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.content)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
}
