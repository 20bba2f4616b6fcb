// The reward schemes the sandbox lender runs (issue 32, ADR 054): reference data the lender owns and
// the app reads through GET /v1/rewards and /v1/rewards/{id}; the app holds none of it.

export const WELCOME_POINTS = 500;
/** One point per full ₹100 of a supplier payment once the supplier is paid. */
export const PAISE_PER_POINT = 100_00;
/** No supplier payment earns more than this. */
export const POINTS_CAP_PER_SPEND = 500;
/** Earned points not redeemed by then expire. */
export const EXPIRY_DAYS = 365;

export type SchemeId = 'welcome' | 'supplier-payments' | 'lender-bonus';

export interface RewardScheme {
  id: SchemeId;
  name: string;
  summary: string;
  /** How its points are earned. */
  earn: string;
  /** The most it gives. */
  cap: string;
  /** When its points expire. */
  expiry: string;
  terms: readonly string[];
}

const expiry = `Points expire ${EXPIRY_DAYS} days after they are earned, oldest first, unless redeemed before.`;

export const SCHEMES: readonly RewardScheme[] = [
  {
    id: 'welcome',
    name: 'Welcome reward',
    summary: `${WELCOME_POINTS} points when your credit line is activated after joining with a referral code.`,
    earn:
      'Join with a referral code and complete your application: ' +
      `${WELCOME_POINTS} points are added the day your credit line is activated.`,
    cap: 'Once per customer.',
    expiry,
    terms: [
      'The referral code must be entered when you sign up; it cannot be added later.',
      'The reward is not given if the application is rejected or withdrawn.',
    ],
  },
  {
    id: 'supplier-payments',
    name: 'Pay suppliers, earn points',
    summary: '1 point for every ₹100 you pay a supplier from your credit line.',
    earn: '1 point for every full ₹100 of a supplier payment, added once the supplier has been paid.',
    cap: `At most ${POINTS_CAP_PER_SPEND} points for one payment.`,
    expiry,
    terms: [
      'Payments that fail, are cancelled or expire earn nothing.',
      'Fees, interest and repayments do not earn points.',
    ],
  },
  {
    id: 'lender-bonus',
    name: 'Bonus points',
    summary: 'Points the lender adds for its campaigns and as goodwill.',
    earn: 'Added by the lender; each line on your statement says what it was for.',
    cap: 'As the campaign states.',
    expiry,
    terms: ['Bonus points are redeemed and expire like any others.'],
  },
];

export const schemeOf = (id: string): RewardScheme | undefined => SCHEMES.find((scheme) => scheme.id === id);
