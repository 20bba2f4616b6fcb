import * as v from 'valibot';

/** A code the app sends back and the label the applicant reads. */
export const referenceOptionSchema = v.object({ code: v.string(), label: v.string() });
