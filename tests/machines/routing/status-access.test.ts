import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  LATER_JOURNEY_ENTRIES,
  STATUS_ACCESS,
  STATUS_SOURCES,
  isApplicationStatus,
  type ApplicationStatus,
} from '../../../machines/routing/status-access.ts';
import { accessTo } from '../../../machines/routing/access.ts';
import { ONBOARDING_NEXT_ACTIONS } from '../../../rules/onboarding/position.ts';
import {
  NEXT_ACTION_SCREEN,
  allowedScreens,
  laterJourneyEntry,
  screenFor,
  type OnboardingScreen,
} from '../../../machines/onboarding/onboarding.machine.ts';

// The status table (machines/routing/status-access.ts), status by status: the screen each shows,
// the screens it allows, where a later one is handed over, and what the guard lets it open.

const position = (status: string, nextAction: string | null = null, subStatus: string | null = null) => ({
  status,
  nextAction,
  subStatus,
});

// Without a nextAction each status shows the step it implies; this is the table of docs/onboarding.md.
const EXPECTED: Record<ApplicationStatus, OnboardingScreen> = {
  initiated: 'personalInfo',
  tncAccepted: 'personalInfo',
  fosSkipped: 'personalInfo',
  fosAssigned: 'personalInfo',
  personalInfoUpdated: 'kycSelection',
  digiLockerVerified: 'panKyc',
  addressProofAsPerIdUploaded: 'panKyc',
  addressProofIdNumberUpdated: 'personalAddress',
  businessInfoUpdated: 'businessProfile',
  businessRegistrationDetailsUpdated: 'businessProfile',
  businessRegistrationDetailsSkipped: 'businessProfile',
  marketplaceDocumentUploadInProgress: 'businessProfile',
  marketplaceDocumentUploaded: 'serviceability',
  serviceabilityChecked: 'videoVerification',
  selfieUploaded: 'videoVerification',
  videoVerified: 'review',
  approved: 'result',
  croReview: 'underReview',
  offerSelected: 'laterJourney',
  emandatePending: 'laterJourney',
  emandateRegistered: 'laterJourney',
  emandateFailed: 'laterJourney',
  nachDownloaded: 'laterJourney',
  nachUploaded: 'laterJourney',
  nbfcApproved: 'laterJourney',
  opsApproved: 'laterJourney',
  readyForOps: 'laterJourney',
  bankStatementUploaded: 'laterJourney',
  bankStatementSkipped: 'laterJourney',
  manualBankStatementUploaded: 'laterJourney',
  bankDetailsUpdated: 'laterJourney',
  chequeUploaded: 'laterJourney',
  documentUploadInProgress: 'laterJourney',
  documentUploaded: 'laterJourney',
  questionnairePending: 'laterJourney',
  questionnaireSubmitted: 'laterJourney',
};

const PRE_APPROVAL = APPLICATION_STATUSES.filter(
  (status) => !['approved', 'croReview'].includes(status) && EXPECTED[status] !== 'laterJourney',
);

describe('screenFor', () => {
  it('knows the 36 distinct statuses of §4 (the route table re-exports the same list)', () => {
    expect(new Set(APPLICATION_STATUSES).size).toBe(36);
    expect(APPLICATION_STATUSES).toHaveLength(36);
  });

  it.each(APPLICATION_STATUSES.map((status) => [status, EXPECTED[status]] as const))(
    '%s without a next action → %s',
    (status, screen) => {
      expect(screenFor(position(status))).toBe(screen);
    },
  );

  it.each(PRE_APPROVAL)('%s follows every next action of the vocabulary', (status) => {
    for (const nextAction of ONBOARDING_NEXT_ACTIONS) {
      expect(screenFor(position(status, nextAction))).toBe(NEXT_ACTION_SCREEN[nextAction]);
    }
  });

  it.each(PRE_APPROVAL)('%s with a next action this build does not know falls back to its own step', (status) => {
    expect(screenFor(position(status, 'somethingNew'))).toBe(EXPECTED[status]);
  });

  it('decided statuses keep their screen whatever the next action says', () => {
    expect(screenFor(position('approved', 'selectOffer', 'limitAssigned'))).toBe('result');
    expect(screenFor(position('approved', 'personalInfo'))).toBe('result');
    expect(screenFor(position('croReview', 'underReview', 'creditReview'))).toBe('underReview');
    expect(screenFor(position('croReview', 'review'))).toBe('underReview');
  });

  it('a rejection keeps the status and is read from the next action or sub status', () => {
    expect(screenFor(position('videoVerified', 'notEligible', 'notEligible'))).toBe('notEligible');
    expect(screenFor(position('videoVerified', null, 'notEligible'))).toBe('notEligible');
  });

  it('later statuses leave onboarding, even with a pre-approval next action', () => {
    expect(screenFor(position('offerSelected', 'personalInfo'))).toBe('laterJourney');
    expect(screenFor(position('readyForOps', null))).toBe('laterJourney');
  });

  it('ops comments held at readyForOps are the discrepancy screen', () => {
    expect(screenFor(position('readyForOps', 'discrepancy', 'opsCommentsRaised'))).toBe('discrepancy');
    expect(screenFor(position('brandNewStatus', 'discrepancy'))).toBe('discrepancy');
  });

  it('an unknown status trusts a known next action, else leaves onboarding', () => {
    expect(screenFor(position('brandNewStatus', 'panKyc'))).toBe('panKyc');
    expect(screenFor(position('brandNewStatus', null))).toBe('laterJourney');
  });

  it('maps the discrepancy next action to its own screen', () => {
    expect(NEXT_ACTION_SCREEN.discrepancy).toBe('discrepancy');
  });
});

describe('allowedScreens', () => {
  const allowed = (status: string, nextAction: string | null, subStatus: string | null = null) =>
    [...allowedScreens(position(status, nextAction, subStatus))].sort();

  it('the first step allows only itself', () => {
    expect(allowed('tncAccepted', 'personalInfo')).toEqual(['personalInfo']);
  });

  it('a later step allows the form steps already done, so Back works', () => {
    expect(allowed('addressProofIdNumberUpdated', 'personalAddress')).toEqual([
      'kycSelection',
      'panKyc',
      'personalAddress',
      'personalInfo',
    ]);
  });

  it('identity steps are open only while they are current', () => {
    expect(allowed('personalInfoUpdated', 'digiLocker')).toEqual(['digiLocker', 'kycSelection', 'personalInfo']);
    expect(allowed('businessRegistrationDetailsUpdated', 'udyam')).not.toContain('gstin');
  });

  it('the review also allows the three edit screens', () => {
    expect(allowed('videoVerified', 'review')).toEqual(
      [
        'businessProfile',
        'editBusinessProfile',
        'editPanKyc',
        'editPersonalInfo',
        'kycSelection',
        'panKyc',
        'personalAddress',
        'personalInfo',
        'review',
      ].sort(),
    );
  });

  it('not serviceable allows going back to the address', () => {
    expect(allowed('serviceabilityChecked', 'notServiceable', 'notServiceable')).toContain('personalAddress');
  });

  it('after a decision only the decided screens', () => {
    expect(allowed('approved', 'result')).toEqual(['congratulations', 'result']);
    expect(allowed('croReview', 'underReview')).toEqual(['underReview']);
    expect(allowed('videoVerified', 'notEligible', 'notEligible')).toEqual(['notEligible']);
    expect(allowed('emandatePending', null)).toEqual(['laterJourney']);
  });

  it('while ops hold the application only the discrepancy screen', () => {
    expect(allowed('readyForOps', 'discrepancy', 'opsCommentsRaised')).toEqual(['discrepancy']);
  });
});

// Every later status's journey entry, as §2 places those journeys (written out independently of the
// table); a post-approval status's is its post-approval screen without a nextAction (ADR 008).
const ENTRY: Partial<Record<ApplicationStatus, string>> = {
  bankStatementUploaded: '/signup/bank-details',
  bankStatementSkipped: '/signup/bank-details',
  manualBankStatementUploaded: '/signup/bank-details',
  bankDetailsUpdated: '/signup/bank-details',
  chequeUploaded: '/signup/upload-documents',
  documentUploadInProgress: '/signup/upload-documents',
  documentUploaded: '/signup/questionnaire',
  questionnairePending: '/signup/questionnaire',
  questionnaireSubmitted: '/signup/success',
  offerSelected: '/signup/bank-statement',
  emandatePending: '/signup/post-approval/step-1',
  emandateRegistered: '/signup/mandate/success',
  emandateFailed: '/signup/mandate/failure',
  // The mandate journey's own screens: the signed form's upload, then the bank's review.
  nachDownloaded: '/signup/nach-mandate',
  nachUploaded: '/signup/mandate/pending',
  nbfcApproved: '/signup/loan-agreement',
  opsApproved: '/signup/loan-success',
  readyForOps: '/signup/loan-success',
};

// The post-approval screens a nextAction can name, and the mandate's entry after them.
const POST_APPROVAL_ENTRIES = [
  '/loan-offers',
  '/signup/bank-statement',
  '/signup/bank-details',
  '/signup/upload-documents',
  '/signup/questionnaire',
  '/signup/link/link-accounts',
  '/signup/linked-accounts',
  '/signup/success',
  '/signup/post-approval/step-1',
];

describe('laterJourneyEntry', () => {
  it.each(APPLICATION_STATUSES.map((status) => [status, ENTRY[status] ?? null] as const))(
    '%s → %s',
    (status, entry) => {
      const rule = STATUS_ACCESS[status];
      const handedOver =
        rule.kind === 'later' ||
        rule.kind === 'mandate' ||
        rule.kind === 'agreement' ||
        (rule.kind === 'postApproval' && !('onboarding' in rule));
      expect(handedOver).toBe(entry !== null);
      // An onboarding status has no later journey: were it ever asked, the dashboard.
      expect(laterJourneyEntry(position(status))).toBe(entry ?? '/dashboard');
    },
  );

  it('sends a status this build does not know to the dashboard', () => {
    expect(laterJourneyEntry(position('brandNewStatus'))).toBe('/dashboard');
  });

  it('lists each entry once, for the hand-over route', () => {
    expect([...LATER_JOURNEY_ENTRIES].sort()).toEqual(
      [...new Set([...Object.values(ENTRY), ...POST_APPROVAL_ENTRIES])].sort(),
    );
  });
});

describe('the status list', () => {
  it('takes each §4 status exactly once: in this table’s own lines or in one journey’s screen table', () => {
    const taken = Object.values(STATUS_SOURCES).flatMap((lines) => Object.keys(lines));
    expect(taken).toHaveLength(36);
    expect([...taken].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('is the table’s keys: the 36 statuses of §4', () => {
    expect(APPLICATION_STATUSES).toEqual(Object.keys(STATUS_ACCESS));
    expect([...APPLICATION_STATUSES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(isApplicationStatus('videoVerified')).toBe(true);
    expect(isApplicationStatus('brandNewStatus')).toBe(false);
    expect(isApplicationStatus('toString')).toBe(false);
    expect(isApplicationStatus(null)).toBe(false);
  });
});

describe('accessTo: what the guard lets each status open', () => {
  const step1 = '/signup/pre-approval/step-1';

  it.each(APPLICATION_STATUSES.map((status) => [status, ENTRY[status] ?? null] as const))(
    '%s on an onboarding address → %s',
    (status, entry) => {
      const access = accessTo(position(status), step1);
      // Onboarding statuses are the onboarding machine's to place; later ones go to their entry.
      expect(access).toEqual(entry === null ? { kind: 'open' } : { kind: 'handOver', to: entry });
      if (entry !== null) expect(accessTo(position(status), entry)).toEqual({ kind: 'open' });
      expect(accessTo(position(status), '/my-profile')).toEqual({ kind: 'open' });
    },
  );

  it('keeps ops-held later statuses in onboarding, and reads unknown statuses like the machine', () => {
    expect(accessTo(position('readyForOps', 'discrepancy', 'opsCommentsRaised'), '/signup/discrepancy')).toEqual({
      kind: 'open',
    });
    expect(accessTo(position('brandNewStatus', 'panKyc'), step1)).toEqual({ kind: 'open' });
    expect(accessTo(position('brandNewStatus'), step1)).toEqual({ kind: 'handOver', to: '/dashboard' });
  });
});
