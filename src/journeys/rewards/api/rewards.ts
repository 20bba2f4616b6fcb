import { callsWith } from '../../../api/call.ts';
import { rewardsSchema, schemeAnswerSchema } from './schemas.ts';

// The rewards calls (ADR 054). §8: their failures come back to the screen that made them, beside
// Retry (no popup); 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

/** GET /v1/rewards: the customer's balance and statement lines, and the schemes in brief. */
export const getRewards = own.bare('get', rewardsSchema, '/v1/rewards');

/** GET /v1/rewards/{id}: a scheme with its terms. */
export const getScheme = own.call('get', schemeAnswerSchema, (input: { schemeId: string }) => ({
  path: `/v1/rewards/${encodeURIComponent(input.schemeId)}`,
}));
