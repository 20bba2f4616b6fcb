import type { Context } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { forbidden, notFound } from '../kit/errors.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';
import { findApplicationById, findApplicationOfCustomer } from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { loadFacts } from '../application/facts.ts';
import { stepAccess } from '../application/progression.ts';
import type { NextAction, OnboardingStep } from '../application/progression.ts';
import { OnboardingErrorCodes, conflict } from './errors.ts';

const IdParamsSchema = v.object({ id: UuidSchema });

export type Owned = { application: ApplicationRow; customer: CustomerRow };

/** The application named in the path, if it is the token's own: else 400/404/403. */
export function ownApplication(deps: SandboxDeps, c: Context<SandboxEnv>): Owned {
  const { id } = readParams(c, IdParamsSchema);
  const { customer } = c.get('auth');
  const application = findApplicationById(deps.db, id);
  if (!application) throw notFound('No application has this id.');
  if (application.customer_id !== customer.id) throw forbidden('This application belongs to someone else.');
  return { application, customer };
}

const STEP_NAMES: Readonly<Record<NextAction, string>> = {
  personalInfo: 'Personal Details',
  kycSelection: 'the KYC choice',
  digiLocker: 'DigiLocker verification',
  panKyc: 'KYC (PAN and documents)',
  dualNameDeclaration: 'the name declaration',
  dualDobDeclaration: 'the date of birth declaration',
  personalAddress: 'your current address',
  businessProfile: 'Business Profile',
  gstin: 'GSTIN verification',
  udyam: 'Udyam verification',
  serviceability: 'the serviceability check',
  notServiceable: 'the serviceability check (your area is not served yet)',
  videoVerification: 'video verification',
  review: 'the review',
  result: 'the application',
  underReview: 'the application',
  notEligible: 'the application',
  discrepancy: 'the open comments',
};

/** 409 unless a submission for `step` may be taken now (docs/sandbox.md); else the application, to go on with. */
export function requireStep(deps: SandboxDeps, owned: Owned, step: OnboardingStep): Owned {
  const facts = loadFacts(deps.db, owned.application, owned.customer);
  const access = stepAccess(owned.application.status, facts, step);
  if (access.allowed) return owned;
  if (access.reason === 'decided') {
    throw conflict(
      OnboardingErrorCodes.alreadyDecided,
      'This application has already been submitted; its details can no longer change.',
    );
  }
  const first = access.finishFirst ? STEP_NAMES[access.finishFirst] : 'the earlier steps';
  throw conflict(OnboardingErrorCodes.stepNotReached, `Please complete ${first} first.`);
}

/**
 * requireStep again on the application as stored now, for use inside the write's transaction:
 * the first check ran before the body was read (an await), and another request may have moved
 * the application meanwhile (e.g. a submit while an edit was uploading).
 */
export function requireStepStill(deps: SandboxDeps, owned: Owned, step: OnboardingStep): void {
  const application = findApplicationById(deps.db, owned.application.id);
  if (!application) throw notFound('No application has this id.');
  requireStep(deps, { application, customer: owned.customer }, step);
}

/**
 * A step's write in one transaction that first checks again that the application is still at
 * `step`: a request racing this one may have moved it since requireStep. `write` gets the
 * write's timestamp.
 */
export function writeAtStep<T>(deps: SandboxDeps, owned: Owned, step: OnboardingStep, write: (nowIso: string) => T): T {
  const nowIso = isoAt(deps.now());
  return deps.db.transaction(() => {
    requireStepStill(deps, owned, step);
    return write(nowIso);
  })();
}

/** For the customer-level paths (§7 serviceability, face verification, video): the token's own application. */
export function applicationOfToken(deps: SandboxDeps, c: Context<SandboxEnv>): Owned {
  const { customer } = c.get('auth');
  const application = findApplicationOfCustomer(deps.db, customer.id);
  if (!application) throw notFound('This customer has no application.');
  return { application, customer };
}
