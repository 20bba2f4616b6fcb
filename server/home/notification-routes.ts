import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { notificationsOf } from './notification-feed.ts';
import { readIdsOf, setRead } from './notification-reads.ts';

// §7 Home: the customer's notifications with their read flags, and marking one read (docs/sandbox.md,
// "Notifications and offers"). Every call reads the token's own customer only.

const IdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z]+-[A-Za-z0-9_.:-]{1,100}$/, 'must be a notification id')),
});
const ReadBodySchema = v.strictObject({ read: v.boolean('must be true or false') });

export function notificationRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);

  const listOf = (customerId: string) => {
    const read = readIdsOf(deps.db, customerId);
    return notificationsOf(deps.db, customerId, deps.now()).map((one) => ({ ...one, read: read.has(one.id) }));
  };

  routes.get('/v1/application/notification', customer, (c) => {
    const notifications = listOf(c.get('auth').customer.id);
    return c.json({ notifications, unread: notifications.filter((one) => !one.read).length });
  });

  routes.patch('/v1/application/notification/:id', customer, async (c) => {
    const { id } = readParams(c, IdParamsSchema);
    const body = await readJsonBody(c, ReadBodySchema);
    const customerId = c.get('auth').customer.id;
    // Another customer's id is simply not among this customer's: the same 404 as an unknown one.
    if (!notificationsOf(deps.db, customerId, deps.now()).some((one) => one.id === id)) {
      throw notFound('You have no notification with this id.');
    }
    setRead(deps.db, customerId, id, body.read, isoAt(deps.now()));
    const notification = listOf(customerId).find((one) => one.id === id);
    return c.json({ notification });
  });

  return routes;
}
