/**
 * The login route's lazy modules that index.html modulepreloads beside the entry's imports
 * (./login-shell.ts), counted by scripts/check-bundle.ts as the login route's initial JS. None
 * today: the login island (src/app/island/) imports its layout and screens statically.
 */
export const LOGIN_ROUTE_MODULES: readonly string[] = [];
