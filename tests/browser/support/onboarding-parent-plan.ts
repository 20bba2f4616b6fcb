import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { SCREEN_PATHS, screenFor } from '../../../machines/onboarding/onboarding.machine.ts';
import type {
  ApplicationLoad,
  OnboardingContext,
  OnboardingInput,
  OnboardingScreen,
} from '../../../machines/onboarding/onboarding.machine.ts';
import {
  onboardingContextOf,
  routesFrom,
  stateNameOf,
  type OnboardingLender,
} from '../../support/events/onboarding-events.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { GSTIN, SEEDS, currentAddress } from '../../fixtures/applicant.ts';

// The plan the browser replays for the `onboarding` parent (tests/browser/paths/onboarding.spec.ts):
// the journey's sample events (tests/support/events/onboarding-events.ts) with the sandbox as the
// lender. Narrower than the machine-level model lender: each step has the ONE answer the sandbox
// gives for what the spec's handler types, and each first load is a sandbox customer seeded at a
// position. The planned application's id names that seed, so the browser knows which customer
// to create, and each answer stays with the seed it belongs to.

/** A PAN whose 5th character is not the last name's initial: the sandbox's PAN name differs. */
export const OTHER_NAME_PAN = 'ABCPK1234K';

const REVIEW_STATUS = 'serviceabilityChecked';
const PAST_SERVICEABILITY = new Set([REVIEW_STATUS, 'selfieUploaded', 'videoVerified']);

/** The sub status after a new current address: the far-away seed's check then finds Bengaluru. */
const MOVED = 'currentAddressUpdated';

const pre = (status: string, nextAction: string) => ({ status, nextAction });

/**
 * Sandbox customers the paths start from: the seed (PUT /__sandbox/customers) and the position
 * the sandbox computes for it, which `open` checks before the page loads.
 */
export const BROWSER_SEEDS = {
  personalInfo: { seed: SEEDS.personalInfo, at: pre('initiated', 'personalInfo') },
  kycSelection: { seed: SEEDS.kycSelection, at: pre('personalInfoUpdated', 'kycSelection') },
  digiLocker: { seed: SEEDS.digiLocker, at: pre('personalInfoUpdated', 'digiLocker') },
  dualName: {
    seed: { ...SEEDS.personalAddress, pan: OTHER_NAME_PAN },
    at: pre('digiLockerVerified', 'dualNameDeclaration'),
  },
  personalAddress: { seed: SEEDS.personalAddress, at: pre('digiLockerVerified', 'personalAddress') },
  businessProfile: { seed: SEEDS.businessProfile, at: pre('digiLockerVerified', 'businessProfile') },
  gstin: { seed: SEEDS.gstin, at: pre('businessRegistrationDetailsUpdated', 'gstin') },
  udyam: { seed: SEEDS.udyam, at: pre('businessRegistrationDetailsUpdated', 'udyam') },
  serviceability: { seed: SEEDS.serviceability, at: pre('businessRegistrationDetailsSkipped', 'serviceability') },
  /** Meghalaya: the lender has no field partner there (pincodes starting 79). */
  farAway: {
    seed: { ...SEEDS.serviceability, currentAddress: { ...currentAddress, pincode: '793001' } },
    at: pre('businessRegistrationDetailsSkipped', 'serviceability'),
  },
  videoVerification: { seed: SEEDS.videoVerification, at: pre('serviceabilityChecked', 'videoVerification') },
  review: { seed: SEEDS.review, at: pre(REVIEW_STATUS, 'review') },
  approved: {
    seed: {
      ...SEEDS.review,
      status: 'approved',
      subStatus: 'limitAssigned',
      nextAction: 'result',
      bestApprovedAmount: 360000,
    },
    at: pre('approved', 'result'),
  },
  croReview: {
    seed: { ...SEEDS.review, status: 'croReview', subStatus: 'creditReview', nextAction: 'underReview' },
    at: pre('croReview', 'underReview'),
  },
  rejected: {
    seed: {
      ...SEEDS.review,
      status: 'videoVerified',
      subStatus: 'notEligible',
      nextAction: 'notEligible',
      applicationRejected: true,
    },
    at: pre('videoVerified', 'notEligible'),
  },
  /** Sent to credit review, then an ops comment (raised in `open`) holds it for the applicant. */
  opsHold: {
    seed: { ...SEEDS.review, status: 'croReview', subStatus: 'creditReview', nextAction: 'underReview' },
    at: { status: 'readyForOps', nextAction: 'discrepancy' },
  },
  offerSelected: {
    seed: { ...SEEDS.review, status: 'offerSelected', subStatus: null, nextAction: null },
    at: { status: 'offerSelected', nextAction: null },
  },
} as const satisfies Record<
  string,
  { seed: Record<string, unknown>; at: { status: string; nextAction: string | null } }
>;

export type BrowserSeed = keyof typeof BROWSER_SEEDS;

export const isBrowserSeed = (name: string): name is BrowserSeed => name in BROWSER_SEEDS;

/** The planned position: the seed's name as the application id, and a status/nextAction pair. */
export function positionAt(
  seed: BrowserSeed,
  status: string,
  nextAction: string | null,
  subStatus: string | null = null,
): ApplicationPosition {
  return { id: seed, status, subStatus, nextAction, percentCompleted: 0 };
}

/**
 * A planned load: only what the parent reads from home (acceptLoad), so a path's title stays
 * readable, plus the address the app was opened on, which keeps two paths that differ only in
 * their entry apart. The browser's app reads the real home from the sandbox.
 */
function loadAt(position: ApplicationPosition, entered: string | null): ApplicationLoad {
  const home = {
    application: {
      id: position.id,
      status: { value: position.status },
      subStatus: position.subStatus,
      nextAction: position.nextAction,
    },
    percentCompleted: position.percentCompleted,
    ...(entered ? { entered } : {}),
  };
  return { home: home as unknown as ApplicationLoad['home'], flags: {} as ApplicationLoad['flags'] };
}

function loadOf(seed: BrowserSeed, entered: string) {
  const { at } = BROWSER_SEEDS[seed];
  return loadAt(
    positionAt(seed, at.status, at.nextAction, at.nextAction === 'notEligible' ? 'notEligible' : null),
    entered,
  );
}

/** What the sandbox answers when the handler completes the current step the way it does. */
function answerOf(value: string, position: ApplicationPosition): ApplicationPosition | null {
  const seed = position.id as BrowserSeed;
  const at = (status: string, nextAction: string, subStatus: string | null = null) =>
    positionAt(seed, status, nextAction, subStatus);
  // An application that already passed serviceability (an edit from the review) returns to the review.
  const pastAddress = PAST_SERVICEABILITY.has(position.status);
  switch (value) {
    case 'personalInfo':
      return at('personalInfoUpdated', 'kycSelection');
    case 'kycSelection':
      return at('personalInfoUpdated', 'digiLocker', 'kycModeDigiLocker');
    // The provider page's "different date of birth" box is ticked: the declaration follows the PAN.
    case 'digiLocker':
      return at('digiLockerVerified', 'panKyc');
    case 'panKyc':
      return at('digiLockerVerified', 'dualDobDeclaration', 'panUpdated');
    // Declared during the steps: the address follows; declared after an edit: back to the review.
    case 'dualNameDeclaration':
    case 'dualDobDeclaration':
      return pastAddress ? at(position.status, 'review') : at('digiLockerVerified', 'personalAddress');
    // A new address after "not serviceable" is checked again; otherwise step-3 follows.
    case 'personalAddress':
      return position.nextAction === 'notServiceable'
        ? at('serviceabilityChecked', 'serviceability', MOVED)
        : at('digiLockerVerified', 'businessProfile', 'currentAddressUpdated');
    case 'businessProfile':
      return at('businessRegistrationDetailsSkipped', 'serviceability');
    case 'gstin':
    case 'udyam':
      return pastAddress ? at(position.status, 'review') : at('businessRegistrationDetailsUpdated', 'serviceability');
    case 'videoVerification':
      return at('videoVerified', 'review');
    // The one question answered: the hold ends and the application is back in credit review.
    case 'discrepancy':
      return at('croReview', 'underReview', 'creditReview');
    // Turnover ₹18 lakh: approved for ₹3,60,000.
    case 'review':
      return at('approved', 'result', 'limitAssigned');
    default:
      return null;
  }
}

/** Edits from the review: saved unchanged → review; a change that asks for another step first. */
function editAnswers(value: string, position: ApplicationPosition): ApplicationPosition[] {
  const seed = position.id as BrowserSeed;
  const back = positionAt(seed, position.status, 'review');
  switch (value) {
    // A new last name no longer matches the PAN's 5th character; a PAN of another name.
    case 'editPersonalInfo':
    case 'editPanKyc':
      return [back, positionAt(seed, position.status, 'dualNameDeclaration')];
    // A GSTIN registration instead of the skipped one: the GST check comes first.
    case 'editBusinessProfile':
      return [back, positionAt(seed, position.status, 'gstin')];
    default:
      return [];
  }
}

const entry = (pathname: string) => ({ pathname, search: '' });

/**
 * The address each seeded customer opens the app on, and who opens it: a step's own address;
 * addresses the position refuses (the review's for a decided or later application, the
 * not-served page while serviceability is unchecked), where the app must land on the position's
 * screen without showing the refused one; the edit and congratulations addresses, honoured only
 * at the review and after approval.
 */
const FIRST_LOADS: Record<string, BrowserSeed[]> = {
  [SCREEN_PATHS.personalInfo]: ['personalInfo'],
  [SCREEN_PATHS.kycSelection]: ['kycSelection'],
  [SCREEN_PATHS.digiLocker]: ['digiLocker'],
  [SCREEN_PATHS.dualNameDeclaration]: ['dualName'],
  [SCREEN_PATHS.personalAddress]: ['personalAddress'],
  [SCREEN_PATHS.businessProfile]: ['businessProfile'],
  [SCREEN_PATHS.gstin]: ['gstin'],
  [SCREEN_PATHS.udyam]: ['udyam'],
  [SCREEN_PATHS.notServiceable]: ['serviceability', 'farAway'],
  [SCREEN_PATHS.videoVerification]: ['videoVerification'],
  [SCREEN_PATHS.review]: ['review', 'croReview', 'rejected', 'offerSelected', 'opsHold'],
  [SCREEN_PATHS.result]: ['approved'],
  [SCREEN_PATHS.editPersonalInfo]: ['review', 'personalInfo'],
  [SCREEN_PATHS.editPanKyc]: ['review'],
  [SCREEN_PATHS.editBusinessProfile]: ['review'],
  [SCREEN_PATHS.congratulations]: ['approved', 'review'],
};

export const browserInputs: OnboardingInput[] = Object.keys(FIRST_LOADS).map((pathname) => ({
  entry: entry(pathname),
  drafts: null,
}));

/** Forward, Back and the review's edit links as routesFrom plans them; the discrepancy page has no link to it. */
function routesInBrowser(context: OnboardingContext, value: string): OnboardingScreen[] {
  if (!context.application || context.screen === null) return [];
  return routesFrom(context, value).filter((screen) => screen !== 'discrepancy' && screen !== context.screen);
}

/** The step answers of the state: its own step when it is the lender's current one (or the address change), edits. */
function stepAnswers(context: OnboardingContext, value: string): ApplicationPosition[] {
  const position = context.application;
  if (!position) return [];
  if (value.startsWith('edit')) return editAnswers(value, position);
  const current = screenFor(position);
  const changingAddress = value === 'personalAddress' && current === 'notServiceable';
  if (current !== context.screen && !changingAddress) return [];
  const answer = answerOf(value, position);
  return answer ? [answer] : [];
}

/**
 * The sandbox as the lender: each first load is a customer seeded at a position, a load after
 * the first (Retry, the refresh after Submit) finds the position the app last had, and each
 * step has the ONE answer the sandbox gives for what the spec's handler types.
 */
export const sandboxLender: OnboardingLender = {
  firstLoads: (entry) => (FIRST_LOADS[entry] ?? []).map((seed) => loadOf(seed, entry)),
  reloads: (position) => [loadAt(position, null)],
  checks: (position) => [
    position.id === 'farAway' && position.subStatus !== MOVED
      ? positionAt('farAway', 'serviceabilityChecked', 'notServiceable', 'notServiceable')
      : positionAt(position.id as BrowserSeed, 'serviceabilityChecked', 'videoVerification'),
  ],
  stepAnswers: (context, value) => stepAnswers(context, value).map((application) => ({ application })),
};

/** What the browser can cause: only the first load fails, and only the addresses a screen links to. */
export function onboardingInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = onboardingContextOf(snapshot);
  if (event.type === 'xstate.error.actor.loadApplication') return context.application === null;
  // A call the sandbox answers: never without the answer the lender planned.
  if (event.type.startsWith('xstate.done.actor.')) return 'output' in event;
  // Only the addresses routesInBrowser plans, not every routable screen the planner adds by default.
  if (event.type === 'xstate.route')
    return routesInBrowser(context, stateNameOf(snapshot)).some((screen) => event.to === `#${screen}`);
  return true;
}

export function serializeOnboardingState(snapshot: AnyMachineSnapshot): string {
  const context = onboardingContextOf(snapshot);
  const position = context.application;
  return JSON.stringify({
    value: snapshot.value,
    at: position ? `${position.id}:${position.status}/${position.nextAction}/${position.subStatus}` : null,
    entry: context.entry?.pathname ?? null,
  });
}

/** The ops comment that holds the `opsHold` seed. */
export const OPS_COMMENT = 'Please confirm the business address on your GST certificate.';

/** The seed a planned path starts from: its first successful load's application id. */
export function seedOfPath(events: readonly AnyEventObject[]): BrowserSeed {
  for (const event of events) {
    if (event.type !== 'xstate.done.actor.loadApplication') continue;
    const id = (event as { output?: { home?: { application?: { id?: string } } } }).output?.home?.application?.id ?? '';
    if (isBrowserSeed(id)) return id;
  }
  // A path that ends before any load succeeds still needs a customer to log in with.
  return 'personalInfo';
}

export { GSTIN };
