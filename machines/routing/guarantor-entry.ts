/**
 * The guarantor journey's entry, where a guarantor who opens anything else is sent. Written here
 * and read by the guarantor's screen table (its `loanInfo` row), not read off the table: the login
 * route's landing needs this one address, and a module is bundled whole, so reading it off the
 * table would put every guarantor screen's row in the login route's bundle (ADR 010).
 */
export const GUARANTOR_ENTRY = '/loan-info';
