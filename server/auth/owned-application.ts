import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { findApplicationById, findCustomerById } from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';

// Statements and documents are the applicant's own: an application, file or session of another
// customer answers exactly as an unknown id does (404), so ids cannot be probed.

const IdParamsSchema = v.object({ id: UuidSchema });

export const NO_APPLICATION = 'No application has this id.';

/** The application in the path when it is the token's own; else 404. */
export function ownedApplication(deps: SandboxDeps, c: Context<SandboxEnv>): ApplicationRow {
  const { id } = readParams(c, IdParamsSchema);
  const application = findApplicationById(deps.db, id);
  if (!application || application.customer_id !== c.get('auth').customer.id) throw notFound(NO_APPLICATION);
  return application;
}

/** The customer an application belongs to (the applicant a form or a document names). */
export function ownerOf(deps: SandboxDeps, application: ApplicationRow): CustomerRow {
  const customer = findCustomerById(deps.db, application.customer_id);
  if (!customer) throw notFound('This application has no customer.');
  return customer;
}
