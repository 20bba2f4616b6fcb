import { addressesOf } from '../../machines/routing/screen-places.ts';
import { DECLARED_SCREENS } from '../journeys/registry.ts';

// What a page is called where the applicant reads it: the browser tab and the page that stands
// in for a screen not built yet. Route names are the table's keys (§2 spells some of them the
// way code does: "Kyc Result", "Error Not Eligible", "Dual Dob Declaration"), so a route with
// a name like that gets its title here, in one table; any other route's displayName or name
// already reads as a title. A declared journey's screen carries its title in its screen table (ADR 033).

const TITLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    DECLARED_SCREENS.flatMap(({ spec }) =>
      addressesOf(spec).flatMap(({ routeName }) => (spec.title ? [[routeName, spec.title] as const] : [])),
    ),
  ),
  Signup: 'Your application',
  'Last Edi Disbursement': 'Last disbursement',
  'Edi Disbursement Request': 'Disbursement request',
  'Edi Loan Offer Details': 'Loan offer details',
  Setting: 'Settings',
  // People read "your" for what is theirs; "My Cards" is the route's name, not their words.
  'My Cards': 'Your cards',
  'My Profile': 'Your profile',
};

// Names that repeat a parent to keep route names unique ("Supplier Pay Now", "Credit Statement
// Payment Success"): the page itself is the part after it.
const PARENT_PREFIXES = ['Dashboard ', 'Supplier ', 'Credit Statement '];

// Names kept capitalised inside a sentence-case title: services' and schemes' own names.
const PROPER_WORDS = new Set(['Aadhaar', 'DigiLocker', 'Udyam', 'India']);
// Abbreviations that route names spell as words.
const ABBREVIATIONS: Readonly<Record<string, string>> = { Pan: 'PAN', Kyc: 'KYC', Otp: 'OTP', Nach: 'NACH' };

/**
 * Sentence case, as every heading in the app is written ("Refer and earn", not "Refer And Earn"):
 * the first word as it is, abbreviations (KYC, GSTIN) and proper names kept, other words lower case.
 */
export function sentenceCase(title: string): string {
  return title
    .split(' ')
    .map((word, index) => {
      const abbreviation = ABBREVIATIONS[word];
      if (abbreviation) return abbreviation;
      if (index === 0 || PROPER_WORDS.has(word) || /^[A-Z0-9/-]{2,}$/.test(word) || /[a-z][A-Z]/.test(word)) {
        return word;
      }
      return word.toLowerCase();
    })
    .join(' ');
}

/** The title of the route called `name` (with its §2 displayName, when it has one), in sentence case. */
export function pageTitle(name: string, displayName?: string): string {
  const titled = TITLES[name] ?? displayName;
  if (titled) return sentenceCase(titled);
  const prefix = PARENT_PREFIXES.find((candidate) => name.startsWith(candidate));
  return sentenceCase(prefix ? name.slice(prefix.length) : name);
}
