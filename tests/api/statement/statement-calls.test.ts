import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { downloadStatement, getCreditStatement } from '../../../src/journeys/statement/api/index.ts';
import { messageOf } from '../../../machines/kit/app-call.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';

// The statement's calls through the app's client: the statement parses with its schema, the PDF
// arrives as a PDF, and an error that arrives as a blob (§8) is read as JSON and becomes the
// lender's plain sentence, without a popup.

const PHONE = '9876500041';
const PERIOD = { from: '2020-01-01', to: '2030-12-31' };
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

describe('statement calls', () => {
  it('reads the statement and downloads it as a PDF', async () => {
    await h.signIn(PHONE);
    await h.control('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 4000 });
    const statement = await getCreditStatement(h.client, PERIOD);
    // Rupees on the wire, paise in the app.
    expect(statement).toMatchObject({
      openingBalance: 0,
      closingBalance: 400_000,
      totalDebits: 400_000,
      creditBalance: 0,
    });
    expect(statement.lines.map((line) => line.description)).toEqual(['Supplier payment']);
    const pdf = await downloadStatement(h.client, PERIOD);
    expect(new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer())).toBe('%PDF-');
  });

  it("reads the sandbox's error out of the PDF's blob: no credit line yet", async () => {
    await h.signIn(PHONE);
    const error = await downloadStatement(h.client, PERIOD).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'EPL-40410' });
    expect(messageOf(error)).toBe('You have no active credit line yet.');
    expect(h.recorded.popups).toEqual([]);
  });

  it('shows an error body that arrives as a real Blob as its plain sentence', async () => {
    const body = new Blob([JSON.stringify({ error: { code: 'EPL-40000', message: 'The period is too long.' } })], {
      type: 'application/octet-stream',
    });
    const popups: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://lender.invalid',
      getAuthorization: () => 'Bearer token',
      getPhone: () => null,
      onUnauthorized: () => {},
      onErrorPopup: (popup) => popups.push(popup),
      fetch: async () => new Response(body, { status: 400 }),
    });
    const error = await downloadStatement(client, PERIOD).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(messageOf(error)).toBe('The period is too long.');
    expect(popups).toEqual([]);
  });
});
