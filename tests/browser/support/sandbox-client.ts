import type { APIRequestContext } from '@playwright/test';

// A tiny client for the sandbox control API (docs/api-contract.md, "Sandbox control"), used by
// browser paths to set server state before and during a path.

export interface SandboxFault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  times?: number;
  delayMs?: number;
  drop?: boolean;
}

export type SandboxCustomer = Record<string, unknown>;

export interface SandboxClient {
  reset(): Promise<void>;
  putCustomer(phone: string, customer: SandboxCustomer): Promise<unknown>;
  addFault(fault: SandboxFault): Promise<void>;
  clearFaults(): Promise<void>;
  otp(phone: string): Promise<string>;
}

async function expectOk(response: {
  ok(): boolean;
  status(): number;
  url(): string;
  text(): Promise<string>;
}): Promise<void> {
  if (!response.ok())
    throw new Error(`sandbox ${response.url()} answered ${response.status()}: ${await response.text()}`);
}

/** `request` is Playwright's request fixture; its baseURL is the server under test. */
export function createSandboxClient(request: APIRequestContext): SandboxClient {
  return {
    async reset() {
      await expectOk(await request.post('/__sandbox/reset'));
    },
    async putCustomer(phone, customer) {
      const response = await request.put(`/__sandbox/customers/${encodeURIComponent(phone)}`, { data: customer });
      await expectOk(response);
      return response.json();
    },
    async addFault(fault) {
      await expectOk(await request.post('/__sandbox/faults', { data: fault }));
    },
    async clearFaults() {
      await expectOk(await request.delete('/__sandbox/faults'));
    },
    async otp(phone) {
      const response = await request.get(`/__sandbox/otp/${encodeURIComponent(phone)}`);
      await expectOk(response);
      const body = (await response.json()) as { otp?: unknown };
      if (typeof body.otp !== 'string') throw new Error(`sandbox gave no OTP for ${phone}`);
      return body.otp;
    },
  };
}
