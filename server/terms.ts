/** The terms version customers accept now; a new version would make everyone accept again. */
export const CURRENT_TNC_ID = 'tnc-2026-01';

/**
 * Where the login answer points the terms checkbox. An API path, so the one-origin server
 * answers it with the document instead of handing it to the app's router.
 */
export const tncLink = (tncId: string): string => `/v1/terms/${tncId}`;
