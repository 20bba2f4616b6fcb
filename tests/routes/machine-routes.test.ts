import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { journeys } from '../../machines/index.ts';
import { routedNodes, screenNodes } from '../../machines/routing.ts';
import { fillPath, matchPath, parsePattern } from '../../machines/routing/paths.ts';
import { LATER_JOURNEY_ENTRIES } from '../../machines/routing/status-access.ts';
import { isAgreementAddress } from '../../machines/agreement/screens.ts';
import { LANDING_PATHS } from '../../machines/session/landing.ts';
import { NAMED_ROUTES } from '../../src/routes/named-routes.ts';
import { isNotAvailable } from '../../src/routes/not-available.ts';
import { FLAT_ROUTES, pathForName, type FlatRoute } from '../../src/routes/route-lookup.ts';
import { matchTableRoute } from '../../src/routes/route-match.ts';

// The journeys' URLs and the route table name the same addresses: every address a machine state
// shows is exactly one screen of the table (the one the router renders there), and every built
// screen of the table is shown by some machine state. A path typed differently in a machine and
// in the table, or a built screen no journey reaches, fails here rather than in a browser run.

const SCREEN_ROUTES = FLAT_ROUTES.filter((route) => route.node.kind === 'screen');

/** An address a pattern shows, every parameter given a sample value. */
function sampleAddress(pattern: string): string {
  const params = Object.fromEntries(parsePattern(pattern).map((segment) => [segment.name, 'sample']));
  const address = fillPath(pattern, params);
  if (address === null) throw new Error(`${pattern} cannot be filled`);
  return address;
}

/** The table's screen routes whose pattern answers the address. */
const screensAt = (address: string): FlatRoute[] =>
  SCREEN_ROUTES.filter((route) => matchPath(route.fullPath, address) !== null);

/** Every machine of the app: the registered journeys include the onboarding step machines. */
const MACHINES: [name: string, machine: AnyStateMachine][] = Object.entries(journeys);

const screenPaths = MACHINES.flatMap(([name, machine]) =>
  screenNodes(machine).map(({ node, path }) => ({ where: `${name} ${node.id}`, path })),
);

/**
 * The addresses each hand-over state may send the address bar to. A new hand-over state fails the
 * test below until its targets are listed here.
 */
const HAND_OVER_TARGETS: Record<string, readonly string[]> = {
  // The landing after login (a redirect lands on a named route of the table, resolved by name).
  'session session.loggedIn': Object.values(LANDING_PATHS),
  // A later journey's status, handed to that journey's entry.
  'onboarding onboarding.laterJourney': LATER_JOURNEY_ENTRIES,
  // Post-approval done (the mandate's entry), a later status's entry, onboarding before an
  // approval, the dashboard for a status this build does not know.
  'postApproval postApproval.handOver': [...LATER_JOURNEY_ENTRIES, '/signup', '/dashboard'],
  // The mandate registered (the agreement next), a later status's entry, onboarding before it.
  'mandate mandate.handOver': [...LATER_JOURNEY_ENTRIES, '/signup', '/dashboard'],
  // A position the agreement does not hold: its own journey's entry, or the dashboard.
  'agreement agreement.elsewhere': [
    ...LATER_JOURNEY_ENTRIES.filter((entry) => !isAgreementAddress(entry)),
    '/dashboard',
  ],
  // Done (Loan Activated, Loan Failure): the dashboard shows the line.
  'agreement agreement.toDashboard': ['/dashboard'],
  // A payment done: back to the place it started from.
  'payment payment.finished': ['/dashboard', '/credit-statement', '/supplier/sample/payment-history'],
  // Pay from the credit statement: the payment chart's Pay Now under /credit-statement.
  'statement statement.paying': ['/credit-statement/pay-now'],
  // Pay now on the dashboard of an active line: the payment chart's dashboard place.
  'dashboard dashboard.payNow': ['/dashboard/pay-now'],
  // Use this offer: the processing fee, where the coupon is applied.
  'dashboardPages dashboardPages.applying': ['/dashboard/processing-fee'],
  // A spend done or left: the dashboard, its available limit already changed.
  'purchase purchase.finished': ['/dashboard'],
  // Pay a supplier's dues: the payment chart's Pay Now in its supplier place (ADR 047).
  'supplierAccount supplierAccount.paying': ['/supplier/sample/payment-history/pay-now'],
  // An approved request: the purchase chart on the payment link made for it (?linkId= after the path).
  'supplierAccount supplierAccount.approved': ['/suppliers'],
};

/**
 * Built screens no state shows: pages the browser arrives at from outside and reads as they are.
 * The identity provider returns to /video-verification-result (the applicant reads the outcome
 * there first); a provider hand-off that failed returns to /signup/failure (public; a logged-in
 * applicant is moved on to the journey's screen by the onboarding layout). /rewards is the way in to the
 * rewards (the navigation's link): its chart lands it on the statement, as §2's redirect did (ADR 054).
 */
const ARRIVAL_PAGES = new Set(['Video Verification Result', 'Failure', 'Rewards']);

describe('machine routes and the route table', () => {
  it('finds machine screens in every registered journey', () => {
    expect(screenPaths.length).toBeGreaterThan(30);
    for (const journey of ['login', 'onboarding', 'kyc', 'udyam', 'gstinStatus', 'videoVerification', 'gst']) {
      expect(
        screenPaths.some(({ where }) => where.startsWith(`${journey} `)),
        journey,
      ).toBe(true);
    }
  });

  it('resolves every meta.route.path to exactly one table screen, the one the router renders there', () => {
    for (const { where, path } of screenPaths) {
      const address = sampleAddress(path);
      const found = screensAt(address).map((route) => route.name);
      expect(found, `${where}: ${path}`).toHaveLength(1);
      expect(matchTableRoute(address)?.name, `${where}: ${path}`).toBe(found[0]);
    }
  });

  it('resolves every hand-over target to exactly one table screen', () => {
    const handOvers = MACHINES.flatMap(([name, machine]) =>
      routedNodes(machine).flatMap(({ node, route }) => ('handOver' in route ? [`${name} ${node.id}`] : [])),
    );
    expect(handOvers.sort()).toEqual(Object.keys(HAND_OVER_TARGETS).sort());
    for (const [where, targets] of Object.entries(HAND_OVER_TARGETS)) {
      expect(targets.length, where).toBeGreaterThan(0);
      for (const target of targets) {
        const found = screensAt(target).map((route) => route.name);
        expect(found, `${where}: ${target}`).toHaveLength(1);
        expect(matchTableRoute(target)?.name, `${where}: ${target}`).toBe(found[0]);
      }
    }
  });

  it('lands on the named routes §4 gives', () => {
    expect(LANDING_PATHS.signup).toBe(pathForName(NAMED_ROUTES.signup));
    expect(LANDING_PATHS.guarantor).toBe(pathForName(NAMED_ROUTES.loanInformation));
    expect(LANDING_PATHS.dashboard).toBe(pathForName(NAMED_ROUTES.dashboard));
  });

  it('shows every built screen of the table from some machine state', () => {
    const shown = new Set(
      [...screenPaths.map(({ path }) => sampleAddress(path)), ...Object.values(HAND_OVER_TARGETS).flat()].flatMap(
        (address) => screensAt(address).map((route) => route.name),
      ),
    );
    const built = SCREEN_ROUTES.filter((route) => route.node.kind === 'screen' && !isNotAvailable(route.node.screen));
    const missing = built.map((route) => route.name).filter((name) => !shown.has(name) && !ARRIVAL_PAGES.has(name));
    expect(missing).toEqual([]);
    // The exceptions stay true: built, and no state shows them.
    for (const name of ARRIVAL_PAGES) {
      expect(
        built.map((route) => route.name),
        name,
      ).toContain(name);
      expect(shown.has(name), name).toBe(false);
    }
  });
});
