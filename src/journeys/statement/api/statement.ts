import { callsWith } from '../../../api/call.ts';
import type { ApiClient } from '../../../api/client.ts';
import { creditStatementSchema } from './schemas.ts';
import type { Period } from '../../../../rules/statement/period.ts';

// The statement calls. Their failures come back to the statement screen, which shows them beside
// Retry (no popup); 'hidden' keeps the 401 logout. The PDF is a blob: an error body in it is read
// as JSON by the client (§8), so a failed download has the lender's own sentence.
const HIDDEN = { errors: 'hidden' } as const;
const own = callsWith(HIDDEN);

/** GET /v1/customer/credit-statement?from=&to=: opening balance, each debit and credit, closing balance. */
export const getCreditStatement = own.call('get', creditStatementSchema, (period: Period) => ({
  path: '/v1/customer/credit-statement',
  searchParams: { from: period.from, to: period.to },
}));

/** GET /v2/customer/generate-statement?from=&to=: the same statement as a PDF. */
export async function downloadStatement(client: ApiClient, period: Period): Promise<Blob> {
  const answer = await client.getBlob('/v2/customer/generate-statement', {
    ...HIDDEN,
    searchParams: { from: period.from, to: period.to },
  });
  return answer.blob;
}
