import { atApplication, inline } from '../calls.ts';
import { submitAnswerSchema } from './schemas.ts';

/**
 * POST /v2/application/{id}/submit: only at review (else EPL-40900); answers the decision. Errors:
 * hidden, shown inline.
 */
export const submitApplication = inline.call('post', submitAnswerSchema, atApplication('v2', 'submit'));
