import * as v from 'valibot';
import { callsWith } from '../../api/call.ts';

// The journey's own call, its answer's schema beside it: the terms the customer accepted
// (GET /v1/customer/tnc, docs/api-contract.md). The offers are the shared GET /v1/offers
// (src/api/notifications). Each page shows its own failure (errors 'hidden': no popup; a 401 still
// logs out).

export const acceptedTermsSchema = v.object({
  terms: v.array(
    v.object({
      tncId: v.pipe(v.string(), v.minLength(1)),
      title: v.pipe(v.string(), v.minLength(1)),
      /** ISO instant. */
      acceptedAt: v.pipe(v.string(), v.isoTimestamp()),
      /** The document's address on the lender's API. */
      link: v.pipe(v.string(), v.startsWith('/v1/terms/')),
    }),
  ),
});

/** GET /v1/customer/tnc: the terms the customer accepted, by version and date. */
export const getAcceptedTerms = callsWith({ errors: 'hidden' }).bare('get', acceptedTermsSchema, '/v1/customer/tnc');
