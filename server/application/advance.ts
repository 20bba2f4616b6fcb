import type { Database } from 'better-sqlite3';
import { findApplicationById, findCustomerById, updateApplication } from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { getOnboardingState } from '../db/onboarding.ts';
import { loadFacts } from './facts.ts';
import { laterStatus, milestoneStatus, nextActionFor, nextStep, percentCompletedFor } from './progression.ts';
import type { ApplicationPosition, OnboardingEvent } from './progression.ts';

/** The `application` object every onboarding submission answers (docs/api-contract.md). */
export type ApplicationAnswer = { id: string } & Omit<ApplicationPosition, 'nextAction'> & {
    nextAction: string | null;
  };

function rowsOf(db: Database, applicationId: string): { application: ApplicationRow; customer: CustomerRow } {
  const application = findApplicationById(db, applicationId);
  const customer = application ? findCustomerById(db, application.customer_id) : undefined;
  if (!application || !customer) throw new Error(`application ${applicationId} vanished during a submission`);
  return { application, customer };
}

/**
 * Moves the application after `event`, whose data the caller has just written in the same
 * transaction, and answers its new position. Identity steps (DigiLocker, GST, Udyam,
 * declarations) call this too, with their own events.
 */
export function advance(
  db: Database,
  applicationId: string,
  event: OnboardingEvent,
  nowIso: string,
): ApplicationAnswer {
  const { application, customer } = rowsOf(db, applicationId);
  const facts = loadFacts(db, application, customer);
  const position = nextStep({ status: application.status, facts }, event);
  const state = getOnboardingState(db, applicationId);
  updateApplication(
    db,
    applicationId,
    {
      status: position.status,
      sub_status: position.subStatus,
      next_action: position.nextAction,
      percent_completed: position.percentCompleted,
      application_rejected: state.decision === 'notEligible' ? 1 : undefined,
      best_approved_amount: state.decision === 'approved' ? state.decided_amount : undefined,
    },
    nowIso,
  );
  return { id: applicationId, ...position };
}

/** After QA seeded data directly: status, next action and progress as the data imply. */
export function recompute(db: Database, applicationId: string, nowIso: string): void {
  const { application, customer } = rowsOf(db, applicationId);
  const facts = loadFacts(db, application, customer);
  updateApplication(
    db,
    applicationId,
    {
      status: laterStatus(application.status, milestoneStatus(facts)),
      next_action: nextActionFor(facts),
      percent_completed: percentCompletedFor(facts),
    },
    nowIso,
  );
}

export function positionOf(application: ApplicationRow): ApplicationAnswer {
  return {
    id: application.id,
    status: application.status,
    subStatus: application.sub_status,
    nextAction: application.next_action,
    percentCompleted: application.percent_completed,
  };
}
