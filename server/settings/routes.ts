import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { readJsonBody, readParams } from '../kit/validation.ts';
import { consentsOf, withdrawConsent } from './consents.ts';
import { preferencesOf, setChannel, setLanguage } from './preferences.ts';
import { CHANNELS, CONSENT_KINDS, LANGUAGES } from './rules.ts';

// The customer's settings (docs/api-contract.md, "Settings"): preferences and consents. Every call
// reads and writes the token's own customer only (no id in the path names a customer), answers
// what is now true, and refuses a bad body with §8 400 before writing anything.

const LanguageBody = v.strictObject({ language: v.picklist(LANGUAGES, 'must be "en" or "hi"') });
const ChannelBody = v.strictObject({ enabled: v.boolean('must be true or false') });
const ChannelParams = v.object({ channel: v.picklist(CHANNELS, 'must be sms, whatsapp, email or push') });
const KindParams = v.object({
  kind: v.picklist(CONSENT_KINDS, 'must be whatsapp, digilocker, accountAggregator or creditBureau'),
});
const NoBody = v.strictObject({});

export function settingsRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const preferences = (id: string) => ({ preferences: preferencesOf(deps.db, id) });
  // A change answers the whole of what it may touch: WhatsApp's switch is its consent too.
  const settings = (id: string) => ({ ...preferences(id), consents: consentsOf(deps.db, id) });

  routes.get('/v1/customer/preferences', requireCustomer(deps), (c) => c.json(preferences(c.get('auth').customer.id)));

  routes.put('/v1/customer/preferences/language', requireCustomer(deps), async (c) => {
    const { language } = await readJsonBody(c, LanguageBody);
    const { id } = c.get('auth').customer;
    setLanguage(deps.db, id, language, isoAt(deps.now()));
    return c.json(settings(id));
  });

  routes.put('/v1/customer/preferences/channels/:channel', requireCustomer(deps), async (c) => {
    const { channel } = readParams(c, ChannelParams);
    const { enabled } = await readJsonBody(c, ChannelBody);
    const { id } = c.get('auth').customer;
    setChannel(deps.db, id, channel, enabled, isoAt(deps.now()));
    return c.json(settings(id));
  });

  routes.get('/v1/customer/consents', requireCustomer(deps), (c) =>
    c.json({ consents: consentsOf(deps.db, c.get('auth').customer.id) }),
  );

  routes.post('/v1/customer/consents/:kind/withdraw', requireCustomer(deps), async (c) => {
    const { kind } = readParams(c, KindParams);
    await readJsonBody(c, NoBody);
    const { id } = c.get('auth').customer;
    withdrawConsent(deps.db, id, kind, isoAt(deps.now()));
    return c.json(settings(id));
  });
  return routes;
}
