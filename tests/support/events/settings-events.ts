import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ConsentRecord, Settings, SettingsContext } from '../../../machines/settings/settings.machine.ts';
import { named } from './named.ts';

// The settings journey's sample events, for its machine paths (tests/paths/settings.paths.test.ts)
// and browser paths (tests/browser/paths/settings.spec.ts). The answers are what the sandbox says
// of a customer who logged in (terms accepted: the bureau check allowed) and gave the WhatsApp
// consent: English, every channel on; then, in any order, Hindi chosen, email turned off and
// WhatsApp withdrawn (which turns its channel off).

export const LOAD_FAILED = 'The lender is unavailable for a moment.';

/** When the sample customer logged in; the browser's customer logged in today instead. */
export const GIVEN_AT = '2026-02-01T10:00:00.000Z';
export const WITHDRAWN_AT = '2026-02-01T11:00:00.000Z';

const consent = (kind: ConsentRecord['kind'], given: boolean, withdrawal: ConsentRecord['withdrawal']) =>
  ({
    kind,
    status: given ? 'given' : 'notGiven',
    givenAt: given ? GIVEN_AT : null,
    withdrawnAt: null,
    withdrawal,
  }) as const;

const CONSENTS: ConsentRecord[] = [
  consent('whatsapp', true, 'stop'),
  consent('digilocker', false, 'none'),
  consent('accountAggregator', false, 'revoke'),
  consent('creditBureau', true, 'refuseFuture'),
];

const ALL_ON = { sms: true, whatsapp: true, email: true, push: true };

export const SETTINGS = {
  initial: named<Settings>('English, all on', {
    preferences: { language: 'en', channels: ALL_ON },
    consents: CONSENTS,
  }),
} as const;

// What the lender answers a change: the page as it was, changed by it (so a walk's later answers
// stay what the sandbox says after its earlier changes).
const withHindi = (settings: Settings): Settings =>
  named('Hindi chosen', { ...settings, preferences: { ...settings.preferences, language: 'hi' } });
const withEmailOff = (settings: Settings): Settings =>
  named('email off', {
    ...settings,
    preferences: { ...settings.preferences, channels: { ...settings.preferences.channels, email: false } },
  });
const withWhatsappWithdrawn = (settings: Settings): Settings =>
  named('WhatsApp withdrawn', {
    preferences: { ...settings.preferences, channels: { ...settings.preferences.channels, whatsapp: false } },
    consents: settings.consents.map((record) =>
      record.kind === 'whatsapp' ? { ...record, status: 'withdrawn', withdrawnAt: WITHDRAWN_AT } : record,
    ),
  });

export function settingsEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { preferences, consents } = snapshot.context as SettingsContext;
  const now: Settings = preferences ? { preferences, consents } : SETTINGS.initial;
  const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(LOAD_FAILED) });
  return [
    { type: 'xstate.done.actor.getSettings', output: SETTINGS.initial },
    failed('getSettings'),
    { type: 'xstate.done.actor.saveLanguage', output: withHindi(now) },
    failed('saveLanguage'),
    { type: 'xstate.done.actor.saveChannel', output: withEmailOff(now) },
    failed('saveChannel'),
    { type: 'xstate.done.actor.withdrawConsent', output: withWhatsappWithdrawn(now) },
    failed('withdrawConsent'),
    { type: 'RETRY' },
    { type: 'CHOOSE_LANGUAGE', language: 'hi' },
    { type: 'SET_CHANNEL', channel: 'email', enabled: false },
    { type: 'WITHDRAW', consent: 'whatsapp' },
    { type: 'CONFIRM_WITHDRAW' },
    { type: 'KEEP_CONSENT' },
  ];
}

/** A state is its value, the change it holds, whether a sentence is shown and what the lender keeps. */
export const serializeSettingsState = (snapshot: AnyMachineSnapshot): string => {
  const { change, problem, preferences } = snapshot.context as SettingsContext;
  return JSON.stringify([snapshot.value, change?.kind ?? null, problem !== null, preferences]);
};
