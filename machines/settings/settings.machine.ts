import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { SETTINGS_PATHS } from './screens.ts';
import type { Change, Settings, SettingsContext, SettingsEvent } from './types.ts';

export * from './types.ts';

// The customer's settings (issue 32, ADR 053): one read of their preferences and consents, then
// the page. Every change is the lender's before it shows: the control is busy while its call is in
// flight, shows the answer when it comes, and stays as it was with a sentence on it when the call
// fails. A consent is withdrawn only after a confirmation that says what withdrawing it does.
// Logging out is the session's (the page sends it the session's LOGOUT).

type Ctx = { context: SettingsContext };

const changeInput = ({ context }: Ctx) => context.change as Change;

/** The change an event asks for. */
function changeOf(event: SettingsEvent): Change | null {
  if (event.type === 'CHOOSE_LANGUAGE') return { kind: 'language', language: event.language };
  if (event.type === 'SET_CHANNEL') return { kind: 'channel', channel: event.channel, enabled: event.enabled };
  return event.type === 'WITHDRAW' ? { kind: 'withdraw', consent: event.consent } : null;
}

/** A change with the lender: one call for every kind (`id` names it), its answer the whole page. */
const sending = <const I extends string, const F extends string>(id: I, failed: F) =>
  callStep('saveChange', changeInput, ['idle', 'keepSettings'], [failed, 'noteProblem'], id);

export const settingsMachine = setup({
  types: chartTypes<SettingsContext, SettingsEvent>(),
  actors: {
    // Real implementations: src/journeys/settings/actors.ts.
    getSettings: appCall<Settings, void>('getSettings'),
    saveChange: appCall<Settings, Change>('saveChange'),
  },
  guards: {
    // A tap on what is already so, or on a consent not in force, asks the lender nothing.
    newLanguage: ({ context, event }) =>
      event.type === 'CHOOSE_LANGUAGE' && context.preferences?.language !== event.language,
    newChannelValue: ({ context, event }) =>
      event.type === 'SET_CHANNEL' && context.preferences?.channels[event.channel] !== event.enabled,
    withdrawable: ({ context, event }) =>
      event.type === 'WITHDRAW' &&
      context.consents.some(
        (consent) => consent.kind === event.consent && consent.status === 'given' && consent.withdrawal !== 'none',
      ),
  },
  actions: {
    keepSettings: assign((_, params: Settings) => ({
      preferences: params.preferences,
      consents: params.consents,
      change: null,
      problem: null,
    })),
    // The change asked for, any earlier failure's sentence gone.
    noteChange: assign(({ event }) => ({ change: changeOf(event), problem: null })),
    clearChange: assign({ change: null, problem: null }),
    clearProblem: assign({ problem: null }),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
  },
}).createMachine({
  id: 'settings',
  initial: 'setting',
  context: { preferences: null, consents: [], change: null, problem: null },
  states: {
    setting: {
      meta: { route: { path: SETTINGS_PATHS.setting } },
      initial: 'loading',
      states: {
        // The Loader while the preferences and consents are read.
        loading: callStep('getSettings', undefined, ['ready', 'keepSettings'], ['failed', 'noteProblem']),
        // "We could not load your settings", the reason and Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
        // Language, notifications, consents, Terms, Log out and the app's version.
        ready: {
          initial: 'idle',
          states: {
            // Every control usable; a failed change's sentence on the control it concerns.
            idle: {
              on: {
                CHOOSE_LANGUAGE: {
                  guard: 'newLanguage',
                  target: 'savingLanguage',
                  actions: 'noteChange',
                },
                SET_CHANNEL: {
                  guard: 'newChannelValue',
                  target: 'savingChannel',
                  actions: 'noteChange',
                },
                WITHDRAW: { guard: 'withdrawable', target: 'confirming', actions: 'noteChange' },
              },
            },
            // The language group busy until the lender keeps the choice.
            savingLanguage: sending('saveLanguage', 'idle'),
            // The channel's switch busy until the lender answers.
            savingChannel: sending('saveChannel', 'idle'),
            // "Withdraw your … consent?": what withdrawing does, Withdraw and Keep it.
            confirming: {
              on: {
                CONFIRM_WITHDRAW: { target: 'withdrawing', actions: 'clearProblem' },
                KEEP_CONSENT: { target: 'idle', actions: 'clearChange' },
              },
            },
            // The dialog's Withdraw busy; a failure comes back to the dialog with its sentence.
            withdrawing: sending('withdrawConsent', 'confirming'),
          },
        },
      },
    },
  },
});

export type SettingsMachine = typeof settingsMachine;
