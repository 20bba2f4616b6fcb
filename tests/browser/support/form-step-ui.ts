import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Gate } from './gate.ts';

// What the form-step and upload specs share: sandbox faults that make a held call fail, and
// the controls of a pre-approval step found the way a user finds them.

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

export async function sandboxFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: fault });
  expect(response.status()).toBe(201);
}

/**
 * The held call fails with `message`. A GET is retried twice by the client (src/api/client.ts),
 * so its fault answers three times and the gate lets all three attempts through.
 */
export async function failHeld(
  page: Page,
  held: Gate,
  fault: { method: string; path: string },
  message: string,
): Promise<void> {
  const times = fault.method === 'GET' ? 3 : 1;
  await sandboxFault(page, { ...fault, status: 500, times, body: errorBody('EPL-50000', message) });
  for (let attempt = 0; attempt < times; attempt += 1) await held.release();
}

export const stepLoader = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Please wait while we fetch your details' });
export const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
