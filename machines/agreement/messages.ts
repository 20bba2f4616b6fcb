// The sentences the agreement machine puts in its screens' alert.

export const ESIGN_MESSAGES = {
  failed: 'The agreement was not signed: the e-sign was declined. You can sign again.',
  expired: 'The e-sign request expired before it was signed. Please sign again.',
  waiting: 'Your e-sign is not complete yet. If you have signed, check again in a minute; otherwise sign again.',
} as const;

export const ACKNOWLEDGE_FIRST = 'Please confirm that you have read the Key Fact Statement.';
