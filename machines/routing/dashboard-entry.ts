/**
 * The dashboard's address, where a signed-in customer lands and a hand-over with nowhere else to go
 * ends. Written here and read by the dashboard's screen table (its `dashboard` row), like the
 * guarantor's entry: the login route's landing needs this one address, and reading it off the table
 * would bundle the whole table with the login route (ADR 010).
 */
export const DASHBOARD_ENTRY = '/dashboard';
