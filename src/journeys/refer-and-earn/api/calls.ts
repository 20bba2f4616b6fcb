import * as v from 'valibot';
import { callsWith } from '../../../api/call.ts';

// The journey's calls, their answers' schemas beside them (docs/api-contract.md "Refer and earn").
// Each failure comes back to the page that made it, beside Retry (errors 'hidden': no popup; a 401
// still logs out).
const own = callsWith({ errors: 'hidden' });

const paise = v.pipe(v.number(), v.integer(), v.minValue(0));

export const referralLinkSchema = v.object({
  referralCode: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,20}$/)),
  shortLink: v.nullable(v.pipe(v.string(), v.url())),
  termsLink: v.pipe(v.string(), v.startsWith('/v1/')),
});

export const referralsSchema = v.object({
  referrals: v.array(
    v.object({
      id: v.pipe(v.string(), v.minLength(1)),
      firstName: v.nullable(v.string()),
      // Only ever masked: a full number would fail the read rather than show.
      maskedPhone: v.pipe(v.string(), v.regex(/^X{6}\d{4}$/)),
      joinedAt: v.pipe(v.string(), v.isoTimestamp()),
      status: v.picklist(['pending', 'confirmed', 'notEligible']),
      reason: v.nullable(v.picklist(['notApproved', 'alreadyCustomer', 'notActivatedInTime'])),
      rewardPaise: v.nullable(paise),
    }),
  ),
  rewardPerReferralPaise: paise,
});

export const shortLinkSchema = v.object({ shortLink: v.pipe(v.string(), v.url()) });

/** GET /v1/customer/referral-link: the customer's code, its short link once made, the terms' address. */
export const getReferralLink = own.bare('get', referralLinkSchema, '/v1/customer/referral-link');

/** GET /v1/customer/referrals: the people who joined with the code, newest first, masked. */
export const getReferrals = own.bare('get', referralsSchema, '/v1/customer/referrals');

/** PATCH /v3/webflow/short-referral: the webflow's short link to `destination`, this app's sign-up with the code. */
export const makeShortReferral = own.call(
  'patch',
  shortLinkSchema,
  (input: { referralCode: string; destination: string }) => ({ path: '/v3/webflow/short-referral', body: input }),
);
