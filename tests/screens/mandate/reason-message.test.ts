import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS, MANDATE_MODES } from '../../../rules/mandate/types.ts';
import { REASON_MESSAGES, reasonMessage } from '../../../src/journeys/mandate/screens/mandate-copy.ts';

// The failure screen's sentence for every reason the bank gives, in every mode: a declined NACH
// form is the bank's refusal of the signature, not a UPI app's decline.

describe('reasonMessage', () => {
  it('says each reason in its own words, whatever the mode', () => {
    for (const mode of MANDATE_MODES) {
      for (const reason of FAILURE_REASONS.filter((candidate) => candidate !== 'declined')) {
        expect(reasonMessage('failure', reason, mode), `${mode} ${reason}`).toBe(REASON_MESSAGES[reason]);
      }
    }
  });

  it('says who declined: the UPI app, or the bank reviewing a NACH form', () => {
    expect(reasonMessage('failure', 'declined', 'upiAutopay')).toBe(REASON_MESSAGES.declined);
    expect(reasonMessage('failure', 'declined', 'nach')).toMatch(/^Your bank declined the signed NACH form/);
  });

  it('says an expiry and an unknown reason plainly', () => {
    expect(reasonMessage('expired', null, 'netBanking')).toMatch(/expired before it was approved/);
    expect(reasonMessage('failure', 'somethingNew', 'nach')).toMatch(/did not accept the mandate/);
  });
});
