import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CARRIED_FRESH_MS, createCarriedReads } from '../../src/api/carried-reads.ts';
import { carryReads, createApiClient } from '../../src/api/client.ts';

// The client's side of "The next step's reads" (docs/api-contract.md): a write's answer carries
// GET answers, and the next GET of each path is answered from it once, as the network would.

const PROFILE = '/v2/application/app-1/profile';
const profileSchema = v.object({ name: v.string() });
const answer = (reads: unknown[]) => ({ application: { id: 'app-1' }, next: { reads } });

function clientAnswering(bodies: Record<string, () => Response>) {
  const sent: string[] = [];
  let authorization: string | null = 'Bearer one';
  const client = createApiClient({
    baseUrl: 'http://lender.test',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      sent.push(key);
      const respond = bodies[key];
      return respond ? respond() : new Response('{}', { status: 500 });
    },
    getAuthorization: () => authorization,
    getPhone: () => null,
    onUnauthorized: () => undefined,
    onErrorPopup: () => undefined,
    retryDelayMs: () => 1,
  });
  carryReads(client, createCarriedReads());
  return { client, sent, signInAs: (value: string | null) => (authorization = value) };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('reads carried by a write’s answer', () => {
  it('answers the next GET of the path once, parsed with the GET’s schema, then reads the network', async () => {
    const { client, sent } = clientAnswering({
      'PATCH /v4/save': json(answer([{ path: PROFILE, status: 200, body: { name: 'carried' } }])),
      [`GET ${PROFILE}`]: json({ name: 'network' }),
    });
    await client.patch('/v4/save', {}, { schema: v.object({ application: v.object({ id: v.string() }) }) });
    expect(await client.get(PROFILE, { schema: profileSchema, errors: 'hidden' })).toEqual({ name: 'carried' });
    expect(await client.get(PROFILE, { schema: profileSchema, errors: 'hidden' })).toEqual({ name: 'network' });
    expect(sent).toEqual(['PATCH /v4/save', `GET ${PROFILE}`]);
  });

  it('answers a carried 404 as the lender’s error, as the GET would', async () => {
    const { client, sent } = clientAnswering({
      'PATCH /v4/save': json(
        answer([{ path: PROFILE, status: 404, body: { error: { code: 'EPL-40400', message: 'No PAN yet' } } }]),
      ),
    });
    await client.patch('/v4/save', {}, { schema: v.unknown() });
    await expect(client.get(PROFILE, { schema: profileSchema, errors: 'hidden' })).rejects.toMatchObject({
      status: 404,
      code: 'EPL-40400',
    });
    expect(sent).toEqual(['PATCH /v4/save']);
  });

  it('answers nothing from a carry until a journey turns carried reads on', async () => {
    const sent: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://lender.test',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push(request.method);
        return request.method === 'GET'
          ? json({ name: 'network' })()
          : json(answer([{ path: PROFILE, status: 200, body: { name: 'carried' } }]))();
      },
      getAuthorization: () => null,
      getPhone: () => null,
      onUnauthorized: () => undefined,
      onErrorPopup: () => undefined,
    });
    await client.patch('/v4/save', {}, { schema: v.unknown() });
    expect(await client.get(PROFILE, { schema: profileSchema })).toEqual({ name: 'network' });
    expect(sent).toEqual(['PATCH', 'GET']);
  });

  it('forgets what it carried when another write leaves, and never answers another sign-in', async () => {
    const carried = json(answer([{ path: PROFILE, status: 200, body: { name: 'carried' } }]));
    const { client, sent, signInAs } = clientAnswering({
      'PATCH /v4/save': carried,
      'POST /v1/other': json({}),
      [`GET ${PROFILE}`]: json({ name: 'network' }),
    });
    await client.patch('/v4/save', {}, { schema: v.unknown() });
    await client.post('/v1/other', {}, { schema: v.unknown() });
    expect(await client.get(PROFILE, { schema: profileSchema, errors: 'hidden' })).toEqual({ name: 'network' });
    await client.patch('/v4/save', {}, { schema: v.unknown() });
    signInAs('Bearer two');
    expect(await client.get(PROFILE, { schema: profileSchema, errors: 'hidden' })).toEqual({ name: 'network' });
    expect(sent.filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('keeps a read only while fresh, only for the exact path without a query, and ignores a malformed carry', () => {
    let now = 1_000;
    const reads = createCarriedReads(() => now);
    reads.keep(answer([{ path: PROFILE, status: 200, body: {} }]), null);
    expect(reads.take(`http://lender.test${PROFILE}?x=1`, null)).toBeNull();
    now += CARRIED_FRESH_MS + 1;
    expect(reads.take(`http://lender.test${PROFILE}`, null)).toBeNull();
    reads.keep(answer([{ path: PROFILE, status: 500, body: {} }]), null);
    reads.keep({ next: { reads: [{ path: 'http://elsewhere.test/x', status: 200, body: {} }] } }, null);
    expect(reads.take(`http://lender.test${PROFILE}`, null)).toBeNull();
    expect(reads.take('http://elsewhere.test/x', null)).toBeNull();
  });
});
