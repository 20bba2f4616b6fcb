/**
 * The login route's lazy modules: its layout and screen. index.html modulepreloads their chunks
 * beside the entry's (./login-shell.ts), and scripts/check-bundle.ts counts them as the login
 * route's initial JS, the only lazy views allowed in it.
 */
export const LOGIN_ROUTE_MODULES: readonly string[] = [
  'src/screens/layouts/LoginLayout.tsx',
  'src/screens/login/MobileNo.tsx',
];
