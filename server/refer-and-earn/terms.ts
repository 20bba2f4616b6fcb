import { Hono } from 'hono';
import type { SandboxEnv } from '../context.ts';
import { termsHtml } from '../terms/document.ts';
import { asPaise, rupees } from '../kit/money.ts';
import { REFER_AND_EARN_TERMS_PATH, REFERRAL_REWARD_PAISE } from './rules.ts';

// The programme's terms (home's referAndEarnTncLink, ADR 055): the lender's page, served like the
// login's terms document (its own styles, nothing that runs), so the lender can change them without
// an app release.

const reward = rupees(asPaise(REFERRAL_REWARD_PAISE));

const REFER_AND_EARN_TERMS: Parameters<typeof termsHtml>[0] = {
  id: 'refer-and-earn-2026-01',
  title: 'Refer and earn: terms',
  effectiveFrom: '1 Jan 2026',
  sections: [
    {
      heading: 'Who can refer',
      paragraphs: [
        'Any Saakh customer can share their referral code or link with other business owners. ' +
          'A person can join with one code only, entered when they first sign up.',
      ],
    },
    {
      heading: 'When a referral earns a reward',
      paragraphs: [
        `You earn ${reward} for each person who joins with your code and whose credit line the lending partner ` +
          'activates. Until then the referral shows as pending.',
        'A referral earns nothing when the application is not approved, when the person already had a Saakh ' +
          'account, or when the credit line is not activated within 90 days of joining.',
      ],
    },
    {
      heading: 'Your reward',
      paragraphs: [
        'Rewards are added to your rewards balance once the referral is confirmed. They cannot be exchanged for ' +
          'cash and do not change your credit limit or its pricing.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'You see the first name and the last four digits of the phone of the people who joined with your code, ' +
          'and whether their referral is confirmed. You never see their application or their credit line.',
      ],
    },
  ],
};

export function referAndEarnTermsRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get(REFER_AND_EARN_TERMS_PATH, (c) =>
    c.html(termsHtml(REFER_AND_EARN_TERMS), 200, {
      // A document, not an app page: nothing in it may run or load from elsewhere.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cache-control': 'public, max-age=3600',
    }),
  );
  return routes;
}
