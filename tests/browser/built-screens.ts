// Every screen the browser suite can reach today, in one list: the accessibility check
// (a11y.spec.ts) runs axe on each. A journey issue that builds a screen adds it here.
//
// `path` is what the test opens; `landsOn` is where the app should settle (the guard may
// redirect); `ready` names something on the finished screen, so axe never scans a loader.

export interface BuiltScreen {
  readonly name: string;
  readonly path: string;
  readonly landsOn: RegExp;
  readonly ready: { readonly role: 'heading'; readonly name: RegExp };
}

export const builtScreens: readonly BuiltScreen[] = [
  {
    name: 'Mobile No (login, logged out)',
    path: '/login/mobile-no',
    landsOn: /\/login\/mobile-no$/,
    ready: { role: 'heading', name: /./ },
  },
  {
    name: 'Not available yet (public route)',
    path: '/signup/failure',
    landsOn: /\/signup\/failure$/,
    ready: { role: 'heading', name: /not available yet/i },
  },
  {
    name: 'Not available yet (protected route, logged out, via the guard)',
    path: '/signup/pre-approval/step-1',
    landsOn: /\/login\/mobile-no\?redirect=/,
    ready: { role: 'heading', name: /./ },
  },
];
