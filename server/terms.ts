/** The terms version customers accept now; a new version would make everyone accept again. */
export const CURRENT_TNC_ID = 'tnc-2026-01';
export const tncLink = (tncId: string): string => `/terms/${tncId}`;
