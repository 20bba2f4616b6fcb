import * as v from 'valibot';

/**
 * A string the lender must fill: an id, a status, a name, a token. Any text it chooses, but never
 * empty (an empty id would address nothing; an empty status or name would say nothing).
 */
export const nonEmptyString = v.pipe(v.string(), v.minLength(1));
