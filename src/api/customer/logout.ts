import type { ApiClient, CallOptions } from '../client.ts';
import { emptyResponseSchema } from './schemas.ts';

/** DELETE /v1/customer/logout (auth): ends the session on the server; answers 204. */
export async function logout(client: ApiClient, options: CallOptions = {}): Promise<void> {
  await client.delete('/v1/customer/logout', { ...options, schema: emptyResponseSchema });
}
