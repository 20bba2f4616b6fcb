// URL patterns as the route table and the journey machines write them ('/shop/:id?/orders'),
// with the one set of helpers both use: fill a pattern, match an address, rank patterns, write a query.
// Pure and free of xstate, so src/routes may import it (scripts/layer-rules.ts).
//
// Matching follows react-router, which renders the table: static segments ignore case, each segment
// is decoded first (kept as typed when it is not valid percent-encoding), trailing slashes are
// ignored, and among patterns that match, the one with more static segments wins. The guard must
// judge the same route the router renders, or a protected page could render as "not found".

export type ParamValue = string | number | null | undefined;

interface Segment {
  kind: 'static' | 'param';
  name: string;
  optional: boolean;
}

export function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param', name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }
        : { kind: 'static', name: part, optional: false },
    );
}

function present(value: ParamValue): value is string | number {
  return value !== null && value !== undefined && value !== '';
}

/** A child path under its parent's (§2 writes children relative); a leading '/' makes it absolute. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return parent.endsWith('/') ? `${parent}${child}` : `${parent}/${child}`;
}

/** Fills a pattern, encoding each value; null when a required parameter has no value. */
export function fillPath(pattern: string, params: Readonly<Record<string, ParamValue>> = {}): string | null {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.name);
      continue;
    }
    const value = params[segment.name];
    if (present(value)) parts.push(encodeURIComponent(String(value)));
    else if (!segment.optional) return null;
  }
  return `/${parts.join('/')}`;
}

/** Like fillPath, for a machine's own screen: a missing required parameter is a machine bug, so it throws. */
export function buildPath(pattern: string, params: Readonly<Record<string, ParamValue>>): string {
  const path = fillPath(pattern, params);
  if (path === null) {
    const missing = parsePattern(pattern).find((s) => s.kind === 'param' && !s.optional && !present(params[s.name]));
    throw new Error(`Route ${pattern} needs a value for :${missing?.name ?? '?'}`);
  }
  return path;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The decoded segments of an address; null for an empty segment inside it ('/a//b'), as the router does. */
function segmentsOf(pathname: string): string[] | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.some((part) => part === '')) return null;
  return parts.map(decodeSegment);
}

/** Matches an address against a pattern; returns the decoded parameters or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const parts = segmentsOf(pathname);
  return parts && matchFrom(parsePattern(pattern), parts, 0, 0);
}

// An optional parameter is tried present first, then absent ('/shop/:id?/orders'
// answers both '/shop/7/orders' and '/shop/orders').
function matchFrom(
  segments: readonly Segment[],
  parts: readonly string[],
  at: number,
  index: number,
): Record<string, string> | null {
  const segment = segments[at];
  if (!segment) return index === parts.length ? {} : null;
  const part = parts[index];
  if (segment.kind === 'static') {
    if (part === undefined || part.toLowerCase() !== segment.name.toLowerCase()) return null;
    return matchFrom(segments, parts, at + 1, index + 1);
  }
  if (part !== undefined) {
    const rest = matchFrom(segments, parts, at + 1, index + 1);
    if (rest) return { [segment.name]: part, ...rest };
  }
  return segment.optional ? matchFrom(segments, parts, at + 1, index) : null;
}

const staticCount = (pattern: string): number => parsePattern(pattern).filter((s) => s.kind === 'static').length;

/**
 * The first of `candidates` whose pattern matches `pathname`, preferring more static segments
 * (/login/mobile-no over /login/:step); among equals the earlier one wins.
 */
export function bestMatch<T>(
  candidates: readonly T[],
  patternOf: (candidate: T) => string,
  pathname: string,
): { candidate: T; params: Record<string, string> } | null {
  let best: { candidate: T; params: Record<string, string>; score: number } | null = null;
  for (const candidate of candidates) {
    const pattern = patternOf(candidate);
    const params = matchPath(pattern, pathname);
    if (!params) continue;
    const score = staticCount(pattern);
    if (!best || score > best.score) best = { candidate, params, score };
  }
  return best && { candidate: best.candidate, params: best.params };
}

/** '?a=b&c=d' with %20 for spaces (the form §2's redirects are written in), every entry as given; '' for none. */
export function toQueryString(entries: Iterable<readonly [string, string]>): string {
  const pairs = [...entries].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The entries of a derived query that have a value: empty and nullish ones are left out. */
export function presentEntries(query: Readonly<Record<string, ParamValue>>): [string, string][] {
  return Object.entries(query)
    .filter((entry): entry is [string, string | number] => present(entry[1]))
    .map(([key, value]) => [key, String(value)]);
}

/** The path and query parameters of an address given with or without an origin. */
export function splitUrl(url: string): { pathname: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://journey.invalid');
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}
