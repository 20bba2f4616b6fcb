import type { Channel, ConsentKind, ConsentRecord } from '../../../machines/settings/types.ts';
import { formatDate } from '../../lib/format/date.ts';

// What the settings page says, written once: each channel's name and note, each consent's name,
// what it is for, what withdrawing it does and its button, and its status line (§9 dates).

export const CHANNEL_WORDS: Readonly<Record<Channel, { name: string; note: string }>> = {
  sms: {
    name: 'SMS',
    note: 'Alerts the law requires, such as a payment taken or a missed due date, still come by SMS.',
  },
  whatsapp: {
    name: 'WhatsApp',
    note: 'This is your WhatsApp consent: turning it off withdraws it, turning it on gives it again.',
  },
  email: { name: 'Email', note: 'Statements and updates about your loan.' },
  push: { name: 'App notifications', note: 'Updates in this app and on your phone’s lock screen.' },
};

export interface ConsentWords {
  name: string;
  /** What the customer allowed. */
  purpose: string;
  /** What withdrawing does, or why it cannot be withdrawn. */
  withdrawing: string;
  /** The button (and the dialog's confirming button), or null where it cannot be withdrawn. */
  action: string | null;
  /** The dialog's title. */
  question: string;
}

export const CONSENT_WORDS: Readonly<Record<ConsentKind, ConsentWords>> = {
  whatsapp: {
    name: 'WhatsApp messages',
    purpose: 'Updates about your application and loan on WhatsApp.',
    withdrawing:
      'We stop sending you WhatsApp messages. SMS and this app still keep you informed, and you can turn ' +
      'WhatsApp on again under Notifications.',
    action: 'Withdraw',
    question: 'Withdraw your WhatsApp consent?',
  },
  digilocker: {
    name: 'DigiLocker',
    purpose: 'Used once to fetch your Aadhaar and PAN details from DigiLocker to confirm who you are.',
    withdrawing:
      'This cannot be withdrawn: RBI rules make the lender keep your KYC record for five years after your ' +
      'loan closes. DigiLocker is not asked again.',
    action: null,
    question: '',
  },
  accountAggregator: {
    name: 'Bank statements through an account aggregator',
    purpose: 'Lets the lender fetch your bank statements through the account aggregator.',
    withdrawing: 'The lender can fetch no more statements. Statements already shared stay with your application.',
    action: 'Withdraw',
    question: 'Withdraw your account aggregator consent?',
  },
  creditBureau: {
    name: 'Credit bureau checks',
    purpose: 'Lets the lender check your credit report with the credit bureaus.',
    withdrawing:
      'The check made for your application cannot be undone, but you can refuse future checks. Without ' +
      'them the lender cannot review your limit for an increase. Your repayments are still reported to ' +
      'the bureaus, as the law requires.',
    action: 'Refuse future checks',
    question: 'Refuse future credit bureau checks?',
  },
};

/** "Given on 05 Mar 2026", "Withdrawn on …", "Not given". */
export function statusLine(consent: ConsentRecord): string {
  const given = consent.givenAt ? `given on ${formatDate(consent.givenAt)}` : null;
  if (consent.status === 'notGiven') return 'Not given';
  if (consent.status === 'given') return `Given on ${formatDate(consent.givenAt)}`;
  const ended = consent.kind === 'creditBureau' ? 'Future checks refused' : 'Withdrawn';
  const when = consent.withdrawnAt ? `${ended} on ${formatDate(consent.withdrawnAt)}` : ended;
  return given ? `${when} (${given})` : when;
}
