import * as v from 'valibot';
import { callsWith } from '../../../api/call.ts';
import {
  CHANNELS,
  CONSENT_KINDS,
  CONSENT_STATUSES,
  LANGUAGES,
  WITHDRAWALS,
  type Channel,
  type ConsentKind,
  type Language,
} from '../../../../rules/settings/choices.ts';

// The settings calls (docs/api-contract.md, "Settings"), their answers' schemas beside them. §8:
// a failure comes back to the control that made it (no popup); 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

const instant = v.pipe(v.string(), v.isoTimestamp());

const preferencesSchema = v.object({
  language: v.picklist(LANGUAGES),
  channels: v.object(
    Object.fromEntries(CHANNELS.map((channel) => [channel, v.boolean()])) as Record<
      Channel,
      v.BooleanSchema<undefined>
    >,
  ),
});

const consentSchema = v.object({
  kind: v.picklist(CONSENT_KINDS),
  status: v.picklist(CONSENT_STATUSES),
  givenAt: v.nullable(instant),
  withdrawnAt: v.nullable(instant),
  withdrawal: v.picklist(WITHDRAWALS),
});

export const settingsSchema = v.object({ preferences: preferencesSchema, consents: v.array(consentSchema) });

/** GET /v1/customer/preferences. */
export const getPreferences = own.bare('get', v.object({ preferences: preferencesSchema }), '/v1/customer/preferences');

/** GET /v1/customer/consents. */
export const getConsents = own.bare('get', v.object({ consents: v.array(consentSchema) }), '/v1/customer/consents');

/** PUT /v1/customer/preferences/language. */
export const putLanguage = own.call('put', settingsSchema, (input: { language: Language }) => ({
  path: '/v1/customer/preferences/language',
  body: { language: input.language },
}));

/** PUT /v1/customer/preferences/channels/{channel}. */
export const putChannel = own.call('put', settingsSchema, (input: { channel: Channel; enabled: boolean }) => ({
  path: `/v1/customer/preferences/channels/${encodeURIComponent(input.channel)}`,
  body: { enabled: input.enabled },
}));

/** POST /v1/customer/consents/{kind}/withdraw. */
export const postWithdrawal = own.call('post', settingsSchema, (input: { consent: ConsentKind }) => ({
  path: `/v1/customer/consents/${encodeURIComponent(input.consent)}/withdraw`,
  body: {},
}));
