// Each browser test owns its data, so tests can share one sandbox server side by side: a tag
// of its own (sent as `x-sandbox-tag` on every call its page and request context make, which
// scopes its faults and its sandbox clock) and fresh phone numbers in place of the planned ones.
//
// The sample events and fixtures name fixed phones (shared with the machine-level paths); a
// browser test maps each of them to a phone of its own, the first time it asks. A fresh phone
// keeps the planned one's first digit (the mobile rule: 6-9) and its last four digits (the
// sandbox masks phones to XXXXXX + last 4, and a mobile ending in 0 has no Udyam
// registration), and puts a number unique to this worker process and call in between.

export interface TestIdentity {
  /** This test's `x-sandbox-tag`. */
  tag: string;
  /** The phone this test uses for `planned`; a phone that is not a mobile number, or already this test's, as is. */
  phone(planned: string): string;
}

const MOBILE = /^[6-9]\d{9}$/;
// 5 digits between the kept ones: 50 workers (a failing test restarts its worker with a new
// index) × 2000 phones each; beyond that numbers would repeat, so it is refused instead.
const WORKERS = 50;
const PHONES_PER_WORKER = 2000;

let allocated = 0;
let tests = 0;
let current: TestIdentity | undefined;

function freshPhone(workerIndex: number, planned: string): string {
  if (allocated >= PHONES_PER_WORKER)
    throw new Error(`worker ${workerIndex} has used its ${PHONES_PER_WORKER} phones: run fewer tests per worker`);
  const unique = (workerIndex % WORKERS) * PHONES_PER_WORKER + allocated++;
  return `${planned[0]}${String(unique).padStart(5, '0')}${planned.slice(6)}`;
}

/** Starts the identity of the test about to run in this worker; it stays current until the next one. */
export function startTestIdentity(workerIndex: number): TestIdentity {
  const phones = new Map<string, string>();
  const own = new Set<string>();
  const identity: TestIdentity = {
    tag: `w${workerIndex}-t${++tests}`,
    phone(planned) {
      if (!MOBILE.test(planned) || own.has(planned)) return planned;
      let phone = phones.get(planned);
      if (!phone) {
        phone = freshPhone(workerIndex, planned);
        phones.set(planned, phone);
        own.add(phone);
      }
      return phone;
    },
  };
  current = identity;
  return identity;
}

function currentIdentity(): TestIdentity {
  if (!current) throw new Error('no test identity: import `test` from tests/browser/support/test.ts');
  return current;
}

/**
 * The running test's phone for a planned one (a worker runs one test at a time, so the
 * current test is the caller's). Idempotent: a phone already this test's comes back as is.
 */
export function testPhone(planned: string): string {
  return currentIdentity().phone(planned);
}

/** The running test's `x-sandbox-tag`. */
export function testTag(): string {
  return currentIdentity().tag;
}
