import { describe, expect, it } from 'vitest';
import { shareOrCopy, signUpWithCode, type ShareHost } from '../../../src/journeys/refer-and-earn/actors.ts';
import { referAndEarnView } from '../../../src/journeys/refer-and-earn/projection.ts';
import type { ReferAndEarnContext } from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import { CODE, READS, SHORT_LINK } from '../../support/events/refer-and-earn-events.ts';

// Sharing a referral link (ADR 055): the share sheet where there is one, the clipboard where there is
// none or it refuses, nothing when the customer closes the sheet, a failure only when the copy fails
// too; and what the page says of the referrals: each state in words, the referred person masked.

const refused = (name: string) => Object.assign(new Error('refused'), { name });

function host(share?: 'ok' | 'AbortError' | 'NotAllowedError', copy: 'ok' | 'fails' | 'none' = 'ok') {
  const shared: ShareData[] = [];
  const copied: string[] = [];
  const device: ShareHost = {
    ...(share
      ? {
          share: async (data: ShareData) => {
            if (share !== 'ok') throw refused(share);
            shared.push(data);
          },
        }
      : {}),
    ...(copy === 'none'
      ? {}
      : {
          clipboard: {
            writeText: async (text: string) => {
              if (copy === 'fails') throw refused('NotAllowedError');
              copied.push(text);
            },
          },
        }),
  };
  return { device, shared, copied };
}

const input = { link: SHORT_LINK, code: CODE };

describe('sharing the link', () => {
  it('goes to the share sheet with the link and the code, and copies nothing', async () => {
    const { device, shared, copied } = host('ok');
    expect(await shareOrCopy(input, device)).toBe('shared');
    expect(shared).toEqual([
      { title: 'Join me on Saakh', text: expect.stringContaining(`Use my code ${CODE}`), url: SHORT_LINK },
    ]);
    expect(copied).toEqual([]);
  });

  it('is nothing when the customer closes the sheet', async () => {
    const { device, copied } = host('AbortError');
    expect(await shareOrCopy(input, device)).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('copies the link where the sheet refuses or is missing', async () => {
    for (const share of ['NotAllowedError', undefined] as const) {
      const { device, copied } = host(share);
      expect(await shareOrCopy(input, device)).toBe('copied');
      expect(copied).toEqual([SHORT_LINK]);
    }
  });

  it('fails only when the copy fails too, or there is no clipboard', async () => {
    await expect(shareOrCopy(input, host(undefined, 'fails').device)).rejects.toThrow();
    await expect(shareOrCopy(input, host('NotAllowedError', 'none').device)).rejects.toThrow(/could not copy/);
  });

  it('leads to the sign-up with the code', () => {
    expect(signUpWithCode(CODE)).toBe(`/login/mobile-no?referral_code=${CODE}`);
  });
});

describe('the referrals as the page says them', () => {
  const context = (read: typeof READS.referred): ReferAndEarnContext => ({
    programme: read.programme,
    referrals: read.referrals,
    problem: null,
    linkProblem: null,
    told: null,
  });

  it('each in plain words, masked, with what was earned', () => {
    const view = referAndEarnView(context(READS.referred));
    expect(view.offer).toBe(
      'Invite other business owners to Saakh. You earn ₹500 for each one whose credit line is activated.',
    );
    expect(view.lines.map(({ who, state }) => [who, state])).toEqual([
      ['Ravi', 'Confirmed: you earned ₹500'],
      ['Meena', 'Pending: you earn your reward when their credit line is activated'],
      ['Kabir', 'Not eligible: Their application was not approved'],
    ]);
    expect(view.lines[0]!.detail).toMatch(/^Phone XXXXXX1203 · joined \d{2} Jan 2026$/);
    expect(view.earned).toBe('You have earned ₹500 from 1 confirmed referral.');
  });

  it('none yet: no total, and a person without a name is not left blank', () => {
    expect(referAndEarnView(context(READS.fresh))).toMatchObject({ lines: [], earned: null, link: null, code: CODE });
    const unnamed = { ...READS.referred, referrals: [{ ...READS.referred.referrals[1]!, firstName: ' ' }] };
    expect(referAndEarnView(context(unnamed)).lines[0]!.who).toBe('Someone you invited');
  });
});
