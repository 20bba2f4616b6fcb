import type { ConsentStatus, FetchStatus, StatementWay } from '../../../../rules/post-approval/bank-statement.ts';

// What the bank statement screens say, in one place so tests read the same sentences.

export const STATEMENT_TITLE = 'Share your bank statements';
export const STATEMENT_LEAD = 'Your lender needs the last 6 months of statements of the account your business uses.';

export const WAYS: Readonly<Record<StatementWay, { label: string; hint: string }>> = {
  upload: {
    label: 'Upload PDF statements',
    hint: 'The PDFs your bank emails you. Password-protected ones are fine: we unlock them on this device.',
  },
  netBanking: {
    label: 'Log in to net banking',
    hint: 'Our partner reads the statements from your bank. Your password is never shared with us.',
  },
  accountAggregator: {
    label: 'Share through an Account Aggregator',
    hint: 'Approve a one-time, RBI-regulated consent in your Account Aggregator app.',
  },
};

export const SKIP_LABEL = 'Skip for now';
export const OTHER_WAY = 'Choose another way';
export const TRY_AGAIN = 'Try again';

export const BUSY = {
  netBankingStart: 'Opening net banking…',
  netBankingRedirect: 'Taking you to your bank…',
  netBankingPoll: 'Reading your statements…',
  consentStart: 'Preparing your consent request…',
  consentRedirect: 'Taking you to the Account Aggregator…',
  consentPoll: 'Checking your consent…',
  done: 'Saving your statements…',
} as const;

export const NET_BANKING_WAIT = {
  title: 'Reading your statements',
  lead: 'Your bank is still sending them. This page checks again every few seconds.',
};

/** What an AA consent that gives no data says: its ReBIT state, in plain words. */
export const CONSENT_ENDED: Readonly<Record<Exclude<ConsentStatus, 'PENDING' | 'ACTIVE'>, string>> = {
  REJECTED: 'You declined the consent',
  EXPIRED: 'The consent request expired',
  REVOKED: 'The consent was revoked',
  PAUSED: 'The consent is paused',
};

export const FETCH_FAILED: Readonly<Record<Extract<FetchStatus, 'DENIED' | 'TIMEOUT'>, string>> = {
  DENIED: 'Your bank did not share the statements',
  TIMEOUT: 'Your bank took too long to share the statements',
};

export const CONSENT_WAIT = {
  consent: { title: 'Waiting for your consent', lead: 'Approve the request in your Account Aggregator app.' },
  data: { title: 'Fetching your statements', lead: 'Your consent is active. Your bank is sending the statements.' },
};

export const ENDED_LEAD = 'Your lender has no statements yet. Ask for a new consent, or choose another way.';
