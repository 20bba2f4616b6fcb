import autocannon from 'autocannon';
import type { Options, Request } from 'autocannon';
import { round, targetLine, targetMet, writeBenchReport } from './report.ts';
import { startServer } from './server.ts';
import { createSession, logIn } from './sandbox-login.ts';

// Sandbox API throughput on loopback: GET /v1/home with a valid token and POST /v2/customer/login,
// autocannon with 10 connections for 10 s each (BENCH_SECONDS to change), after a short warm-up
// so the figures are of a JIT-warm server. The load generator shares the machine's cores with
// the server, as it would on a developer's machine. Logins take turns over many sessions and each
// is a new phone, as many people logging in would.

const PHONE = '9876543210';
const CONNECTIONS = 10;
const LOGIN_SESSIONS = 500;
/** Login phones count up from here, one per request. */
const FIRST_LOGIN_PHONE = 7_000_000_000;
const HOME_TARGET = { requestsPerSecond: { min: 3000 }, p99Ms: { max: 10 } };

export interface EndpointFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, options: Omit<Options, 'url'>, seconds: number): Promise<EndpointFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function benchApi(): Promise<boolean> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const server = await startServer();
  try {
    const { tokenType, accessToken } = await logIn(server.baseUrl, PHONE);
    const home = { headers: { authorization: `${tokenType} ${accessToken}` } };
    const sessions: string[] = [];
    for (let i = 0; i < LOGIN_SESSIONS; i++) sessions.push(await createSession(server.baseUrl));
    // Each login is a phone of its own: a phone gets at most 5 codes an hour (ADR 018), so one
    // phone logged in thousands of times would measure the budget's 429, not a login.
    let turn = 0;
    const login = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request: Request) => {
            const phone = String(FIRST_LOGIN_PHONE + turn);
            const sessionId = sessions[turn++ % sessions.length];
            return { ...request, body: JSON.stringify({ phone, sessionId }) };
          },
        },
      ],
    };

    await load(`${server.baseUrl}/v1/home`, home, 2);
    const homeFigures = await load(`${server.baseUrl}/v1/home`, home, seconds);
    await load(`${server.baseUrl}/v2/customer/login`, login, 2);
    const loginFigures = await load(`${server.baseUrl}/v2/customer/login`, login, seconds);

    const met =
      targetMet(homeFigures.requestsPerSecond, HOME_TARGET.requestsPerSecond) &&
      targetMet(homeFigures.p99Ms, HOME_TARGET.p99Ms);
    console.log(`Sandbox API, ${CONNECTIONS} connections, ${seconds} s each (loopback):`);
    console.log(`GET /v1/home: p50 ${homeFigures.p50Ms} ms, ${homeFigures.requests} requests`);
    console.log(targetLine('requests/s', homeFigures.requestsPerSecond, 'req/s', HOME_TARGET.requestsPerSecond));
    console.log(targetLine('p99', homeFigures.p99Ms, 'ms', HOME_TARGET.p99Ms));
    console.log(
      `POST /v2/customer/login: ${loginFigures.requestsPerSecond} req/s, p50 ${loginFigures.p50Ms} ms, ` +
        `p99 ${loginFigures.p99Ms} ms, ${loginFigures.requests} requests`,
    );
    for (const [name, figures] of [
      ['home', homeFigures],
      ['login', loginFigures],
    ] as const) {
      if (figures.errors || figures.non2xx)
        console.log(`  ${name}: ${figures.errors} errors, ${figures.non2xx} non-2xx answers (figures are suspect)`);
    }
    const file = writeBenchReport('api', {
      connections: CONNECTIONS,
      seconds,
      home: { ...homeFigures, target: HOME_TARGET, met },
      login: { ...loginFigures, sessions: LOGIN_SESSIONS },
      measuredAt: new Date().toISOString(),
    });
    console.log(`Written to ${file}`);
    return met;
  } finally {
    await server.stop();
  }
}
