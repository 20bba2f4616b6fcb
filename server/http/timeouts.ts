import type { Server, ServerOptions } from 'node:http';

// How long the Node server waits for a client (ADR 020). Node's defaults hold a request whose
// body trickles in for 300 s, so a few hundred slow connections tie the server up.

export type ServerTimeouts = {
  /** The whole request, headers and body: a 10 MB upload at 1 Mbit/s (poor 3G) takes about 85 s. */
  requestTimeoutMs: number;
  /** The headers alone: one packet from a phone, with room for a few retransmissions. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection: longer than browsers and Playwright keep theirs (see below). */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their time (its default, 30 s, would add that much). */
  checkEveryMs: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 65_000,
  checkEveryMs: 2_000,
};

/** The options @hono/node-server passes to http.createServer (`serve({ serverOptions })`). */
export function serverOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    headersTimeout: timeouts.headersTimeoutMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/**
 * Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets
 * ECONNRESET. Clients (browsers, Playwright's request context) keep sockets longer than that, so
 * the server keeps them open longer still. (Since Node 18 the headers timeout runs from a
 * request's first byte, not over an idle socket, so it may be the shorter of the two.)
 */
export function keepConnectionsAlive(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
}
