import type { AnyEventObject, InspectionEvent, MachineContext } from 'xstate';
import { getInspect, setInspect, type Inspect } from '../journeys/inspect.ts';
import type { createBrowserInspector as CreateBrowserInspector } from '@statelyai/inspect';

// The Stately inspector for journey actors, dev only.
//
// Journey actors read the observer from src/journeys/inspect.ts; this module plugs it in and
// holds no inspector code itself. `@statelyai/inspect` is loaded by a dynamic import that sits
// behind `import.meta.env.DEV`, so a production build drops it entirely (no chunk is emitted).
// main.tsx starts it only when the URL has `?inspect`.

const MASK_CHAR = '•';
const REDACTED = '[redacted]';

// Keys whose values are secrets whatever they look like.
const SECRET_KEY = new RegExp(
  '^(access_?token|refresh_?token|id_?token|token|token_?type_?and_?token|' +
    'authorization|auth|jwt|bearer|password|secret|cookie|card_?number|cvv)$',
  'i',
);
// Keys whose digits are masked (OTPs, PINs typed twice, account numbers, PAN, Aadhaar).
const DIGIT_KEY = /otp|^m?pin(again)?$|account_?(number|no)|^acc_?no$|^pan(_?(number|no))?$|aadhaa?r/i;
const ACCOUNT_DIGITS = /(?<!\d)\d{9,18}(?!\d)/g;
const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+\S+/gi;

function maskChars(value: string): string {
  return MASK_CHAR.repeat(value.length);
}

function maskDigits(value: string): string {
  return value.replace(/\d/g, MASK_CHAR);
}

/** Masks secrets that can be recognised by their shape alone, wherever they appear. */
export function sanitiseString(value: string): string {
  return value
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(PAN, maskChars)
    .replace(ACCOUNT_DIGITS, maskChars);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function sanitiseKeyed(key: string, value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (SECRET_KEY.test(key) && value !== null && value !== undefined && value !== '') return REDACTED;
  if (DIGIT_KEY.test(key)) {
    if (typeof value === 'string') return maskDigits(sanitiseString(value));
    if (typeof value === 'number') return maskDigits(String(value));
    if (Array.isArray(value))
      return value.map((item) =>
        typeof item === 'string' || typeof item === 'number' ? maskDigits(String(item)) : sanitiseValue(item, seen),
      );
  }
  return sanitiseValue(value, seen);
}

/**
 * Returns a copy of `value` with OTP digits, tokens, account numbers and PANs masked. Only plain
 * objects and arrays are walked: actor refs and class instances in context are passed through as
 * the inspector serialises them itself. The input is never mutated.
 */
export function sanitiseValue(value: unknown, seen: WeakMap<object, unknown> = new WeakMap()): unknown {
  if (typeof value === 'string') return sanitiseString(value);
  if (Array.isArray(value)) {
    if (seen.has(value)) return seen.get(value);
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(sanitiseValue(item, seen));
    return copy;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return seen.get(value);
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) copy[key] = sanitiseKeyed(key, item, seen);
    return copy;
  }
  return value;
}

export function sanitizeContext(context: MachineContext): MachineContext {
  return sanitiseValue(context) as MachineContext;
}

/** Events about OTP or PIN entry carry the digits in generic fields (`value`, `digit`), so mask every digit in them. */
export function sanitizeEvent(event: AnyEventObject): AnyEventObject {
  const copy = sanitiseValue(event) as AnyEventObject;
  if (/otp|pin/i.test(event.type)) {
    for (const [key, item] of Object.entries(copy)) {
      if (key === 'type') continue;
      if (typeof item === 'string' || typeof item === 'number') copy[key] = maskDigits(String(item));
    }
  }
  // The payment form's CHANGE names the card field it carries; the typed value is redacted whole.
  if (typeof event['field'] === 'string' && SECRET_KEY.test(event['field']) && 'value' in copy)
    copy['value'] = REDACTED;
  return copy;
}

type CreateInspector = typeof CreateBrowserInspector;

/** The observer journey actors get from `getInspect()` (src/journeys/inspect.ts) once started. */
export { getInspect };

/**
 * Starts the browser inspector once. `create` is injectable so tests can check the wiring without
 * opening a window. Resolves when the inspector is live.
 */
export async function startInspector(create?: CreateInspector): Promise<void> {
  if (!import.meta.env.DEV || getInspect()) return;
  // Events that arrive while the inspector is still loading are queued, so actors created right
  // after `startInspector()` are inspected from their first snapshot.
  const queue: InspectionEvent[] = [];
  const live: { target?: Inspect } = {};
  setInspect({
    next(event) {
      if (live.target) live.target.next?.(event);
      else queue.push(event);
    },
  });
  const factory = create ?? (await import('@statelyai/inspect')).createBrowserInspector;
  const inspector = factory({
    sanitizeContext,
    sanitizeEvent,
    // The library sanitises context and events but not a finished actor's output (e.g. a login response).
    serialize: (event) => {
      if (!('snapshot' in event) || event.snapshot.output === undefined) return event;
      const snapshot = { ...event.snapshot, output: sanitiseValue(event.snapshot.output) };
      return { ...event, snapshot } as typeof event;
    },
  });
  live.target = inspector.inspect;
  for (const event of queue.splice(0)) live.target.next?.(event);
}

/** Forgets the started inspector; for tests only. */
export function resetInspectorForTests(): void {
  setInspect(undefined);
}
