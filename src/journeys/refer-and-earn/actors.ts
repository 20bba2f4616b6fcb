import { fromPromise } from 'xstate';
import type {
  ReferralsRead,
  ShareInput,
  ShareOutcome,
} from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';
import { getReferralLink, getReferrals, makeShortReferral } from './api/calls.ts';

// The journey's injected pieces: the page's read (the code and link, and the referrals, together),
// the short link, and sharing through the phone's share sheet or the clipboard.

/** What sharing needs of the browser: the Web Share API and the clipboard, either possibly missing. */
export interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** The app's sign-up with the code: where the short link leads (the login reads ?referral_code=). */
export const signUpWithCode = (code: string): string =>
  `${screenAddress('MobileNo')}?${new URLSearchParams({ referral_code: code })}`;

/**
 * The share sheet where the browser has one; the clipboard where it has none or refuses (not
 * allowed, nothing to share to). Closing the sheet is the customer's choice: nothing is copied.
 * A clipboard that fails too is the failure the screen shows.
 */
export async function shareOrCopy(input: ShareInput, host: ShareHost): Promise<ShareOutcome> {
  if (typeof host.share === 'function') {
    try {
      await host.share({
        title: 'Join me on Saakh',
        text: `Get a credit line for your business on Saakh. Use my code ${input.code} when you sign up.`,
        url: input.link,
      });
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (!host.clipboard) throw new Error('We could not copy the link. Select it above and copy it.');
  await host.clipboard.writeText(input.link);
  return 'copied';
}

export function createReferAndEarnActors(client: ApiClient, host: () => ShareHost) {
  return {
    loadReferrals: fromPromise<ReferralsRead, void>(async () => {
      const [link, list] = await Promise.all([getReferralLink(client), getReferrals(client)]);
      return {
        programme: {
          code: link.referralCode,
          shortLink: link.shortLink,
          termsLink: link.termsLink,
          rewardPerReferralPaise: list.rewardPerReferralPaise,
        },
        referrals: list.referrals,
      };
    }),
    makeShortLink: fromPromise<{ shortLink: string }, { code: string }>(({ input }) =>
      makeShortReferral(client, { referralCode: input.code, destination: signUpWithCode(input.code) }),
    ),
    shareLink: fromPromise<ShareOutcome, ShareInput>(({ input }) => shareOrCopy(input, host())),
  };
}
