import type {
  NotEligibleReason,
  Referral,
  ReferAndEarnContext,
} from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import { formatDate } from '../../lib/format/date.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { paiseFromInteger } from '../../../rules/money/paise.ts';

// What the refer-and-earn page shows, worked out once from the chart's context: the offer in a
// sentence, each referral as the referrer may see it (first name, masked phone) with its state in
// plain words, and the total earned. Screens only draw it.

/** Why a referral earns nothing, in the referrer's words. */
export const NOT_ELIGIBLE_WORDS: Readonly<Record<NotEligibleReason, string>> = {
  notApproved: 'Their application was not approved',
  alreadyCustomer: 'They already had a Saakh account',
  notActivatedInTime: 'Their credit line was not activated within 90 days',
};

export interface ReferralLine {
  id: string;
  /** "Ravi", or "Someone you invited" before they give a name. */
  who: string;
  /** "Phone XXXXXX1234 · joined 15 Jan 2026" */
  detail: string;
  tone: 'pending' | 'confirmed' | 'notEligible';
  /** "Confirmed: you earned ₹500", "Pending: …", "Not eligible: …" */
  state: string;
}

const money = (paise: number): string => formatMoney(paiseFromInteger(paise));

function stateOf(referral: Referral): string {
  if (referral.status === 'confirmed') return `Confirmed: you earned ${money(referral.rewardPaise ?? 0)}`;
  if (referral.status === 'notEligible') {
    return `Not eligible: ${referral.reason ? NOT_ELIGIBLE_WORDS[referral.reason] : 'This referral earns no reward'}`;
  }
  return 'Pending: you earn your reward when their credit line is activated';
}

export function referralLine(referral: Referral): ReferralLine {
  return {
    id: referral.id,
    who: referral.firstName?.trim() || 'Someone you invited',
    detail: `Phone ${referral.maskedPhone} · joined ${formatDate(referral.joinedAt)}`,
    tone: referral.status,
    state: stateOf(referral),
  };
}

export interface ReferAndEarnView {
  /** "Invite other business owners. You earn ₹500 for each one whose credit line is activated." */
  offer: string;
  code: string | null;
  link: string | null;
  termsLink: string | null;
  lines: ReferralLine[];
  /** "You have earned ₹500 from 1 confirmed referral", or null before the first. */
  earned: string | null;
}

export function referAndEarnView(context: ReferAndEarnContext): ReferAndEarnView {
  const { programme, referrals } = context;
  const confirmed = referrals.filter((referral) => referral.status === 'confirmed');
  const total = confirmed.reduce((sum, referral) => sum + (referral.rewardPaise ?? 0), 0);
  return {
    offer:
      `Invite other business owners to Saakh. You earn ${money(programme?.rewardPerReferralPaise ?? 0)} ` +
      'for each one whose credit line is activated.',
    code: programme?.code ?? null,
    link: programme?.shortLink ?? null,
    termsLink: programme?.termsLink ?? null,
    lines: referrals.map(referralLine),
    earned:
      confirmed.length === 0
        ? null
        : `You have earned ${money(total)} from ${confirmed.length} confirmed ` +
          `referral${confirmed.length === 1 ? '' : 's'}.`,
  };
}
