/** The terms version customers accept now; a new version would make everyone accept again. */
export const CURRENT_TNC_ID = 'tnc-2026-01';

/**
 * Where the login answer points the terms checkbox. An API path, so the one-origin server
 * answers it with the document instead of handing it to the app's router.
 */
export const tncLink = (tncId: string): string => `/v1/terms/${tncId}`;

/**
 * What a login tells about a person's terms: the version they accepted (else the current one), its
 * link, and whether they did.
 */
export function termsOf(person: { tnc_id: string | null; tnc_accepted: number }) {
  const tncId = person.tnc_id ?? CURRENT_TNC_ID;
  return { tncId, tncLink: tncLink(tncId), tncAccepted: person.tnc_accepted === 1 };
}
