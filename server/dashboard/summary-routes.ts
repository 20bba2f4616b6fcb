import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { forbidden, notFound } from '../kit/errors.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findApplicationById } from '../db/customers.ts';
import { welcomeReward } from '../application/home-rules.ts';

const SummaryParamsSchema = v.object({ id: UuidSchema });

export function applicationRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/v2/application/:id/summary', requireCustomer(deps), (c) => {
    const { id } = readParams(c, SummaryParamsSchema);
    const { customer } = c.get('auth');
    const application = findApplicationById(deps.db, id);
    if (!application) throw notFound('No application has this id.');
    if (application.customer_id !== customer.id) throw forbidden('This application belongs to someone else.');
    return c.json({
      latestLoanId: application.latest_loan_id,
      documentListUploaded: [],
      referralCallbackUrl: application.referral_callback_url,
      referralMarketplaceMcode: application.referral_marketplace_mcode,
      businessInfo: customer.business_name ? { businessName: customer.business_name } : null,
      personalInfo:
        customer.first_name !== null || customer.last_name !== null
          ? { firstName: customer.first_name ?? '', lastName: customer.last_name ?? '' }
          : null,
      welcomeReward: welcomeReward(customer),
    });
  });
  return routes;
}
