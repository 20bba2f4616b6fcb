import * as v from 'valibot';

/**
 * A record's id on the wire: any string the lender chooses, but never empty (an empty id would
 * address nothing, and a later call made with it would name no record).
 */
export const wireId = v.pipe(v.string(), v.minLength(1));
