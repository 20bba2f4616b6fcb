import type { Context } from 'hono';
import type { SandboxEnv } from '../context.ts';

/** A PDF answered inline, never cached: documents carry a borrower's figures. */
export function pdfAnswer(c: Context<SandboxEnv>, bytes: Uint8Array, name: string): Response {
  c.header('content-type', 'application/pdf');
  c.header('content-disposition', `inline; filename="${name}"`);
  c.header('cache-control', 'no-store');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}
