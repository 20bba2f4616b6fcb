import { buildPath, joinPath } from '../../machines/routing/paths.ts';
import { addressAt, addressesOf } from '../../machines/routing/screen-places.ts';
import type { ScreenLayout } from '../../machines/routing/screen-table.ts';
import { DECLARED_SCREENS } from '../journeys/registry.ts';
import type { LayoutRoute, RouteMeta, RouteNode, ScreenRoute } from './route-types.ts';
import type { ScreenName } from './screen-names.ts';
import { typedAddressRoutes } from './typed-addresses.ts';

// The complete route table of §2, as data: the layouts, redirects and the screens no journey
// declares yet are written here; a declared journey's screens (src/journeys/registry.ts, ADR 033)
// are placed in their layouts from its screen table, at their absolute addresses. A row written
// here for a screen a journey now declares gives way to the declared one, and redirects name the
// screen they lead to rather than its address, so declaring a journey never edits this file.
// router.tsx turns it into react-router routes, guard-runtime.ts matches addresses against it,
// and tests/routes checks it against §2.
//
// Paths are written as §2 writes them: children relative to their parent, unless §2 gives a
// child with a leading slash (the guarantor screens), which makes it absolute while keeping
// the parent's layout. Route names are what the `redirect` query and journey navigation use;
// the ten "named routes that navigation targets" of §2 keep §2's spelling exactly.
//
// Metadata the spec leaves open, chosen here and kept in one place:
// - showSidebar is set on the Home layout (the signed-in main app), not on onboarding screens.
// - transitionName 'slide' is set on the pre/post-approval wizard, whose screens step left/right.
// - §2's allowedStatus lists are not here: §4 calls them intent only, and the statuses the app
//   enforces are the status table's (machines/routing/status-access.ts).
// - the bare /signup/post-approval redirects to its step-1, like the bare pre-approval does
//   (§2 sends the legacy /mandate there, so it must show something).

/** A screen entry, the shape most of §2's rows have; a parent screen spreads it and adds its children. */
const screen = (name: string, path: string, screenName: ScreenName, meta?: RouteMeta): ScreenRoute => ({
  kind: 'screen',
  name,
  path,
  screen: screenName,
  ...(meta && { meta }),
});

/** A §2 layout around its children; `meta` is what all of them inherit. */
const layout = (
  name: string,
  path: string,
  layoutName: LayoutRoute['layout'],
  children: readonly RouteNode[],
  meta?: RouteMeta,
): LayoutRoute => ({ kind: 'layout', name, path, layout: layoutName, ...(meta && { meta }), children });

/** The address of a declared screen, by its name: a redirect to it writes no second copy. */
const declaredPath = (name: ScreenName): string => {
  const declared = DECLARED_SCREENS.find(({ spec }) => spec.name === name);
  if (!declared) throw new Error(`No journey declares the screen ${name}`);
  return addressAt(declared.spec);
};

/** The declared journeys' screens that sit in one layout of §2 (`page`: in none), a row per address. */
const declaredIn = (layout: ScreenLayout): RouteNode[] =>
  DECLARED_SCREENS.filter(({ spec }) => spec.layout === layout).flatMap(({ spec }) =>
    addressesOf(spec).map(({ path, routeName, meta }) => declaredRow(screen(routeName, path, spec.name, meta))),
  );

/** The rows declaredIn made: the only rows of a declared screen that stay. */
const declaredRows = new WeakSet<RouteNode>();
const declaredRow = (node: RouteNode): RouteNode => {
  declaredRows.add(node);
  return node;
};
const declaredNames: ReadonlySet<string> = new Set(DECLARED_SCREENS.map(({ spec }) => spec.name));

/** The tree without the rows written here for screens a journey declares (their declared rows replace them). */
function withoutRedeclared(nodes: readonly RouteNode[]): RouteNode[] {
  return nodes.flatMap((node): RouteNode[] => {
    const redeclared = node.kind === 'screen' && declaredNames.has(node.screen) && !declaredRows.has(node);
    if (redeclared && node.children?.length) throw new Error(`${node.name} is declared: its children must be too`);
    if (redeclared) return [];
    return 'children' in node && node.children ? [{ ...node, children: withoutRedeclared(node.children) }] : [node];
  });
}

/** The address of the route drawing `name` in the tree (a declared row, else the row written here). */
function addressIn(nodes: readonly RouteNode[], name: ScreenName, parent = '/'): string | null {
  for (const node of nodes) {
    const path = joinPath(parent, node.path);
    if (node.kind === 'screen' && node.screen === name) return path;
    const inner = 'children' in node && node.children ? addressIn(node.children, name, path) : null;
    if (inner) return inner;
  }
  return null;
}

const publicRoutes: RouteNode[] = [
  layout(
    'Login',
    '/login',
    'LoginLayout',
    [{ kind: 'redirect', name: 'Login Index', path: '', to: declaredPath('MobileNo') }, ...declaredIn('Login')],
    { requiresAuth: false },
  ),
];

/** A pre/post-approval wizard (§2): its bare address opens its first step, its steps are declared. */
const wizard = (name: ScreenLayout, path: string, first: ScreenName, meta: RouteMeta): RouteNode =>
  layout(
    name,
    path,
    'PrePostApprovalLayout',
    [{ kind: 'redirect', name: `${name} Index`, path: '', to: declaredPath(first) }, ...declaredIn(name)],
    meta,
  );

const preApproval = wizard('Pre Approval', 'pre-approval', 'PreApprovalStep1', {
  totalSteps: 4,
  transitionName: 'slide',
});
const postApproval = wizard('Post Approval', 'post-approval', 'PostApprovalStep1', { transitionName: 'slide' });

const onboarding: RouteNode = layout('Onboarding', '/signup', 'OnBoardingLayout', [
  screen('Signup', '', 'Signup'),
  preApproval,
  postApproval,
  screen('Last Edi Disbursement', 'last-edi-disbursement', 'LastEdiDisbursement'),
  screen('Edi Disbursement Request', 'edi-disbursement-request', 'EdiDisbursementRequest'),
  screen('Edi Loan Offer Details', 'edi-loan-offer-details-page', 'EdiLoanOfferDetailsPage'),
  // Public although it sits under the signed-in /signup layout (§2 public routes).
  screen('Failure', 'failure', 'Failure', { requiresAuth: false }),
  ...declaredIn('Onboarding'),
]);

const guarantor: RouteNode = layout('Guarantor', '/guarantor', 'GuarantorOnBoardingLayout', declaredIn('Guarantor'));

const mainApp: RouteNode = layout(
  'Home',
  '/',
  'Home',
  [
    screen('Offers', 'offers', 'Offers'),
    // §2's offer details under /offers: the dashboard's offer details, its query kept (ADR 036).
    { kind: 'redirect', name: 'Offer Details', path: 'offers/details', to: declaredPath('OfferDetails') },
    screen('My Profile', 'my-profile', 'MyProfile'),
    screen('Setting', 'setting', 'Setting'),
    screen('GSTIN Verification', 'gstin-verification', 'GSTINVerification'),
    screen('Refer And Earn', 'refer-and-earn', 'ReferAndEarn'),
    screen('My Cards', 'cards', 'MyCards', { displayName: 'My Cards' }),
    { kind: 'external', name: 'Help', path: 'help', destination: 'support' },
    ...declaredIn('Home'),
  ],
  { showSidebar: true },
);

const otherSignedIn: RouteNode[] = [{ kind: 'guard-only', name: 'Web View', path: '/web-view' }, ...declaredIn('page')];

const screens: readonly RouteNode[] = withoutRedeclared([
  { kind: 'redirect', name: 'Root', path: '/', to: declaredPath('Dashboard') },
  ...publicRoutes,
  onboarding,
  guarantor,
  mainApp,
  ...otherSignedIn,
]);

/** Where the screen `name` is drawn: redirects say which screen they lead to, never a second copy of its address. */
const addressOf = (name: ScreenName): string => {
  const address = addressIn(screens, name);
  if (!address) throw new Error(`No route draws the screen ${name}`);
  return address;
};

/** §2 "Legacy redirects": old addresses kept working; `to` carries any query §2 gives. */
export const LEGACY_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/sign-up', to: '/login' },
  ...['home', 'notifications', 'how-it-works'].map((from) => ({
    from: `/${from}`,
    to: declaredPath('Dashboard'),
  })),
  // §2 sent it to the dashboard while there was no refer-and-earn page; issue 32 built it.
  { from: '/referandearn', to: declaredPath('ReferAndEarn') },
  // §2 sent these to the dashboard while the line could not be spent; the purchase journey (issue 30)
  // now draws the screens they mean, so they land there.
  { from: '/mysuppliers', to: declaredPath('Suppliers') },
  { from: '/addlinksupplier', to: declaredPath('AddSupplier') },
  { from: '/invitesupplier', to: declaredPath('InviteSupplier') },
  { from: '/scan-pay', to: declaredPath('ScanPay') },
  // A supplier's requests and bills land on the supplier page, every supplier's together (issue 30).
  { from: '/pendingrequests', to: buildPath(declaredPath('PendingRequests'), {}) },
  { from: '/pendingbills', to: buildPath(declaredPath('SupplierPendingPayments'), {}) },
  // The card screen exists now (issue 32): the old e-pay cards address lands on My Cards.
  { from: '/epaycards', to: declaredPath('MyCards') },
  { from: '/myprofile', to: addressOf('MyProfile') },
  { from: '/mycredit-signup', to: '/signup?deeplink=mycredit%20signup' },
  { from: '/top-offers', to: addressOf('Offers') },
  { from: '/offer-details', to: addressOf('Offers') },
  { from: '/profile-settings', to: addressOf('Setting') },
  { from: '/reward-points', to: addressOf('RewardStatement') },
  { from: '/resolve-discrepancy', to: addressOf('ApplicationDiscrepancy') },
  { from: '/mandate', to: '/signup/post-approval' },
  { from: '/paymenthistory', to: addressOf('PaymentHistory') },
  { from: '/bank-statement', to: addressOf('DocumentsData') },
  {
    from: '/va-accounts',
    to:
      `${addressOf('RedirectToMandate')}?mode=bank-transfers&redirectRouteName=My%20Profile` +
      '&displayName=A%2FC%20details%20for%20bank%20transfers',
  },
];

const legacyRoutes: RouteNode[] = LEGACY_REDIRECTS.map(({ from, to }) => ({
  kind: 'redirect',
  name: `Legacy ${from.slice(1)}`,
  path: from,
  to,
}));

export const ROUTE_TABLE: readonly RouteNode[] = [...screens, ...legacyRoutes, ...typedAddressRoutes(screens)];
