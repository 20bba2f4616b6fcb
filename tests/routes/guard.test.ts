import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../machines/routing/paths.ts';
import { guard, type GuardInput } from '../../src/routes/guard.ts';
import { runGuard } from '../../src/routes/guard-runtime.ts';
import { memoryStorage } from '../support/memory-storage.ts';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

const ACCESS = jwt({
  sub: 'c1',
  phone: '9876543210',
  onBoardingType: 'direct',
  isGuarantor: false,
  exp: 4_102_444_800,
});
const REFERRAL_ACCESS = jwt({ sub: 'c2', phone: '9876543210', onBoardingType: 'referral', exp: 4_102_444_800 });

const SIGNED_OUT: GuardInput['stored'] = { token: null, phone: null, isReferralFlow: false, decodedToken: null };
const SIGNED_IN: GuardInput['stored'] = {
  token: `Bearer ${ACCESS}`,
  phone: '9876543210',
  isReferralFlow: false,
  decodedToken: null,
};

const route = (name: string, requiresAuth = true) => ({ name, requiresAuth });

function input(overrides: Partial<GuardInput> & Pick<GuardInput, 'route'>): GuardInput {
  return { pathname: '/', search: '', stored: SIGNED_OUT, nativeWrapper: null, position: null, ...overrides };
}

describe('guard: the logged-in test (§4)', () => {
  // A protected route proceeds only when the stored pair counts as logged in.
  const cases: [label: string, token: string | null, phone: string | null, loggedIn: boolean][] = [
    ['token and a 9… phone', 'Bearer x', '9876543210', true],
    ['phone starting 6', 'Bearer x', '6000000000', true],
    ['phone starting 7', 'Bearer x', '7123456789', true],
    ['phone starting 8', 'Bearer x', '8123456789', true],
    ['phone starting 5', 'Bearer x', '5123456789', false],
    ['phone starting 0', 'Bearer x', '0123456789', false],
    ['nine digits', 'Bearer x', '987654321', false],
    ['eleven digits', 'Bearer x', '98765432101', false],
    ['country code', 'Bearer x', '+919876543210', false],
    ['letters', 'Bearer x', '98765abcde', false],
    ['no phone', 'Bearer x', null, false],
    ['no token', null, '9876543210', false],
    ['blank token', '   ', '9876543210', false],
  ];
  it.each(cases)('%s', (_label, token, phone, loggedIn) => {
    const decision = guard(
      input({ pathname: '/dashboard', route: route('Dashboard'), stored: { ...SIGNED_OUT, token, phone } }),
    );
    expect(decision.kind).toBe(loggedIn ? 'proceed' : 'redirect');
  });
});

describe('guard: protected routes when signed out', () => {
  it('sends the user to Mobile No with the intended route name in redirect', () => {
    expect(guard(input({ pathname: '/dashboard', route: route('Dashboard') }))).toEqual({
      kind: 'redirect',
      to: '/login/mobile-no?redirect=Dashboard',
      replace: true,
    });
  });

  it('keeps the other query parameters and replaces a stale redirect', () => {
    const decision = guard(
      input({
        pathname: '/guarantor-kyc',
        search: '?redirect=Old&utm_source=sms&supportId=S-1',
        route: route('Guarantor Kyc'),
      }),
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login/mobile-no?redirect=Guarantor%20Kyc&utm_source=sms&supportId=S-1',
      replace: true,
    });
  });

  it('lets public routes and unknown addresses through', () => {
    expect(guard(input({ pathname: '/not-service-area', route: route('Not Service Area', false) }))).toEqual({
      kind: 'proceed',
    });
    expect(guard(input({ pathname: '/login/mobile-no', route: route('Mobile No', false) }))).toEqual({
      kind: 'proceed',
    });
    expect(guard(input({ pathname: '/nowhere', route: null }))).toEqual({ kind: 'proceed' });
  });

  it('lets a signed-in user through to protected routes', () => {
    expect(guard(input({ pathname: '/offers', route: route('Offers'), stored: SIGNED_IN }))).toEqual({
      kind: 'proceed',
    });
  });
});

describe('guard: a signed-in user on the login screens', () => {
  it.each(['Mobile No', 'Verify Otp'])('goes from %s to Dashboard', (name) => {
    expect(guard(input({ route: route(name, false), stored: SIGNED_IN }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      replace: true,
    });
  });

  it('goes to Signup when the stored referral flag is set', () => {
    const stored = { ...SIGNED_IN, isReferralFlow: true };
    expect(guard(input({ route: route('Mobile No', false), stored }))).toMatchObject({
      kind: 'redirect',
      to: '/signup',
    });
  });

  it('goes to Signup when the decoded token says onBoardingType referral', () => {
    const stored = {
      ...SIGNED_IN,
      decodedToken: { onBoardingType: 'referral', isGuarantor: false, exp: 4_102_444_800, phone: '9876543210' },
    };
    expect(guard(input({ route: route('Verify Otp', false), stored }))).toMatchObject({
      kind: 'redirect',
      to: '/signup',
    });
  });
});

describe('guard: the /web-view handoff', () => {
  const webView = route('Web View');
  const handoff = (query: Record<string, string>, stored = SIGNED_OUT) =>
    guard(input({ pathname: '/web-view', search: toQueryString(Object.entries(query)), route: webView, stored }));

  it('stores phone, token, token type, decoded token, home data; marks web-view mode; goes to the redirect', () => {
    const decision = handoff({
      mobileNo: '9876543210',
      tokenType: 'Bearer',
      accessToken: ACCESS,
      webViewHomeData: JSON.stringify({ application: { id: 'a1' } }),
      redirect: 'My Profile',
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/my-profile',
      replace: true,
      store: {
        phone: '9876543210',
        token: `Bearer ${ACCESS}`,
        tokenType: 'Bearer',
        decodedToken: { phone: '9876543210', onBoardingType: 'direct', isGuarantor: false, exp: 4_102_444_800 },
        homeData: { application: { id: 'a1' } },
        isWebView: true,
      },
    });
  });

  it('keeps the rest of the query and removes every token parameter from the address', () => {
    const decision = handoff({
      mobileNo: '9876543210',
      tokenType: 'Bearer',
      accessToken: ACCESS,
      webViewHomeData: '{}',
      redirect: 'Dashboard',
      utm_source: 'app',
      section: 'cards',
    });
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(to).toBe('/dashboard?utm_source=app&section=cards');
    for (const secret of ['accessToken', 'tokenType', 'mobileNo', 'webViewHomeData', ACCESS])
      expect(to).not.toContain(secret);
  });

  it('goes to Dashboard when the redirect names no route, and to Signup-style targets by name', () => {
    expect(handoff({ mobileNo: '9876543210', accessToken: ACCESS, redirect: 'Nope' })).toMatchObject({
      to: '/dashboard',
    });
    expect(handoff({ mobileNo: '9876543210', accessToken: ACCESS })).toMatchObject({ to: '/dashboard' });
    expect(handoff({ mobileNo: '9876543210', accessToken: REFERRAL_ACCESS, redirect: 'Signup' })).toMatchObject({
      to: '/signup',
      store: { decodedToken: { onBoardingType: 'referral' } },
    });
  });

  it('defaults the token type to Bearer and skips home data that is not JSON', () => {
    const decision = handoff({ mobileNo: '9876543210', accessToken: ACCESS, webViewHomeData: '{not json' });
    expect(decision.store).toEqual(expect.objectContaining({ token: `Bearer ${ACCESS}`, tokenType: 'Bearer' }));
    expect(decision.store).not.toHaveProperty('homeData');
  });

  it('sends an incomplete handoff to Mobile No with the intended route, still without the token', () => {
    const decision = handoff({ accessToken: ACCESS, redirect: 'Offers', utm_medium: 'app' });
    expect(decision).toMatchObject({ kind: 'redirect', to: '/login/mobile-no?redirect=Offers&utm_medium=app' });
    expect(decision.store).toMatchObject({ isWebView: true, token: `Bearer ${ACCESS}` });
  });

  it('uses an already stored login when the handoff carries none', () => {
    expect(handoff({ redirect: 'Offers' }, SIGNED_IN)).toEqual({
      kind: 'redirect',
      to: '/offers',
      replace: true,
      store: { isWebView: true },
    });
  });
});

describe('guard: inside the native wrapper', () => {
  const wrapper = { token: 'Bearer native', phone: '9123456789' };

  it('copies token and phone into storage and lets other routes proceed, even signed out', () => {
    expect(guard(input({ route: route('Offers'), nativeWrapper: wrapper }))).toEqual({
      kind: 'proceed',
      store: { token: 'Bearer native', phone: '9123456789' },
    });
  });

  it('sends the login screens to Dashboard', () => {
    for (const name of ['Mobile No', 'Verify Otp']) {
      expect(guard(input({ route: route(name, false), nativeWrapper: wrapper }))).toEqual({
        kind: 'redirect',
        to: '/dashboard',
        replace: true,
        store: { token: 'Bearer native', phone: '9123456789' },
      });
    }
  });

  it('proceeds without storing when the wrapper holds nothing', () => {
    expect(guard(input({ route: route('Offers'), nativeWrapper: { token: null, phone: null } }))).toEqual({
      kind: 'proceed',
    });
  });
});

describe('guard: the status table on every signed-in route', () => {
  const at = (status: string, nextAction: string | null = null, subStatus: string | null = null) => ({
    status,
    nextAction,
    subStatus,
  });
  const opening = (pathname: string, position: GuardInput['position'], stored = SIGNED_IN) =>
    guard(input({ pathname, route: route('Any'), stored, position }));
  const handOver = (to: string) => ({ kind: 'redirect', to, replace: true });

  it('keeps an application handed to a later journey out of onboarding’s addresses, sending it to that entry', () => {
    const offerSelected = at('offerSelected');
    for (const pathname of [
      '/signup',
      '/signup/pre-approval/step-3',
      '/signup/pre-approval',
      '/signup/result',
      '/signup/bank-details',
      '/signup/questionnaire',
      '/signup/loan-success',
      '/udyam-verification',
      '/not-service-area',
      '/video-verification-result',
      '/app-1/signup-under-review',
    ]) {
      expect(opening(pathname, offerSelected), pathname).toEqual(handOver('/signup/bank-statement'));
    }
    expect(opening('/signup/pre-approval/review', at('readyForOps'))).toEqual(handOver('/signup/loan-success'));
    expect(opening('/signup', at('questionnaireSubmitted'))).toEqual(handOver('/signup/success'));
    expect(opening('/signup/success', at('questionnaireSubmitted', 'linkAccounts'))).toEqual(
      handOver('/signup/link/link-accounts'),
    );
    // A status this build does not know, with no step named: onboarding would hand it to the dashboard.
    expect(opening('/signup', at('brandNewStatus'))).toEqual(handOver('/dashboard'));
  });

  it('opens the later journey’s own entry and every address outside onboarding', () => {
    expect(opening('/signup/post-approval/step-1', at('emandatePending'))).toEqual({ kind: 'proceed' });
    // The post-approval journey's addresses its position allows: the child screens of one step too.
    expect(opening('/signup/bank-statement', at('offerSelected'))).toEqual({ kind: 'proceed' });
    expect(opening('/signup/additional-documents', at('chequeUploaded'))).toEqual({ kind: 'proceed' });
    expect(opening('/signup/linked-accounts', at('questionnaireSubmitted', 'linkAccounts'))).toEqual({
      kind: 'proceed',
    });
    expect(opening('/signup/post-approval/step-2', at('nachDownloaded'))).toEqual({ kind: 'proceed' });
    for (const pathname of ['/dashboard', '/my-profile', '/supplier/42/payment-history']) {
      expect(opening(pathname, at('offerSelected')), pathname).toEqual({ kind: 'proceed' });
    }
  });

  it('opens the account for bank transfers (redirect-mandate’s bank-transfers mode) at any later status', () => {
    const bankTransfers = (status: string) =>
      guard(
        input({
          pathname: '/signup/redirect-mandate',
          search: '?mode=bank-transfers&redirectRouteName=My%20Profile',
          route: route('Any'),
          stored: SIGNED_IN,
          position: at(status),
        }),
      );
    for (const status of ['emandateRegistered', 'nbfcApproved', 'opsApproved', 'offerSelected']) {
      expect(bankTransfers(status), status).toEqual({ kind: 'proceed' });
    }
    // The e-mandate's own redirect stays the mandate journey's.
    expect(opening('/signup/redirect-mandate', at('opsApproved'))).toEqual(handOver('/signup/loan-success'));
  });

  it('leaves onboarding’s own screens to the onboarding journey, which knows the current one', () => {
    expect(opening('/signup/pre-approval/step-3', at('initiated', 'personalInfo'))).toEqual({ kind: 'proceed' });
    expect(opening('/signup/result', at('croReview'))).toEqual({ kind: 'proceed' });
    expect(opening('/signup/congratulations', at('approved'))).toEqual({ kind: 'proceed' });
    // Ops comments hold a later status in onboarding's discrepancy screen.
    expect(opening('/signup/discrepancy', at('readyForOps', 'discrepancy', 'opsCommentsRaised'))).toEqual({
      kind: 'proceed',
    });
  });

  it('decides nothing before the page has heard the lender, or for someone signed out', () => {
    expect(opening('/signup/pre-approval/step-1', null)).toEqual({ kind: 'proceed' });
    const publicPage = route('Video Verification Result', false);
    const signedOut = { pathname: '/video-verification-result', route: publicPage, position: at('offerSelected') };
    expect(guard(input(signedOut))).toEqual({ kind: 'proceed' });
    expect(
      guard(input({ pathname: '/signup/nowhere', route: null, stored: SIGNED_IN, position: at('offerSelected') })),
    ).toEqual({ kind: 'proceed' });
  });

  it('applies inside the native wrapper too, keeping what the wrapper hands over', () => {
    const wrapper = { token: 'Bearer native', phone: '9123456789' };
    expect(
      guard(
        input({ pathname: '/signup', route: route('Signup'), nativeWrapper: wrapper, position: at('offerSelected') }),
      ),
    ).toEqual({ ...handOver('/signup/bank-statement'), store: wrapper });
  });

  it('reads the position the app heard, through the runtime', () => {
    const storage = memoryStorage();
    storage.set('token', 'Bearer abc');
    storage.set('phone', '9876543210');
    const deps = { storage, nativeWrapper: () => null, position: () => at('emandateFailed') };
    expect(runGuard(new URL('https://saakh.test/signup/pre-approval/step-1'), deps)).toEqual(
      handOver('/signup/mandate/failure'),
    );
    expect(
      runGuard(new URL('https://saakh.test/signup/pre-approval/step-1'), { ...deps, position: () => null }),
    ).toEqual({ kind: 'proceed' });
  });
});

describe('guard: roles (§6)', () => {
  const decoded = (isGuarantor: boolean) => ({
    onBoardingType: 'direct',
    isGuarantor,
    exp: 4_102_444_800,
    phone: '9876543210',
  });
  const as = (isGuarantor: boolean, pathname: string, name = 'Any Screen') =>
    guard(input({ pathname, route: route(name), stored: { ...SIGNED_IN, decodedToken: decoded(isGuarantor) } }));

  it('sends a guarantor who opens a customer screen to Loan Information', () => {
    for (const pathname of ['/dashboard', '/signup/pre-approval/step-1', '/my-profile']) {
      expect(as(true, pathname), pathname).toEqual({ kind: 'redirect', to: '/loan-info', replace: true });
    }
  });

  it('opens every guarantor screen to a guarantor', () => {
    for (const pathname of ['/loan-info', '/guarantor-pan-verification', '/guarantor-kyc', '/guarantor/kyc-success']) {
      expect(as(true, pathname), pathname).toEqual({ kind: 'proceed' });
    }
  });

  it('sends a customer who opens a guarantor screen to the dashboard', () => {
    for (const pathname of ['/loan-info', '/guarantor-verification-details', '/guarantor/guarantor-verified']) {
      expect(as(false, pathname), pathname).toEqual({ kind: 'redirect', to: '/dashboard', replace: true });
    }
  });

  it('sends a logged-in guarantor on the login screens to their own entry', () => {
    expect(as(true, '/login/mobile-no', 'Mobile No')).toEqual({ kind: 'redirect', to: '/loan-info', replace: true });
  });

  it('leaves public pages to either role', () => {
    const pathname = '/video-verification-result';
    const stored = { ...SIGNED_IN, decodedToken: decoded(true) };
    expect(guard(input({ pathname, route: route('Video Verification Result', false), stored }))).toEqual({
      kind: 'proceed',
    });
  });
});
