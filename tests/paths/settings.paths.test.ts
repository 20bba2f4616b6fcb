import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { settingsMachine, type SettingsContext } from '../../machines/settings/settings.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { LOAD_FAILED, SETTINGS, serializeSettingsState, settingsEvents } from '../support/events/settings-events.ts';

// Every transition of the settings journey with its calls settled by the harness with the
// sandbox's answers. What this file proves: the page is at /setting throughout; a failed read says
// why and Retry reads again; a change shows only the lender's answer (the preferences are untouched
// while it is in flight and after it fails, with the failed change and its sentence kept for the
// control it concerns); a withdrawal is asked first, Keep it asks nothing, and a failed withdrawal
// comes back to the question with its sentence.

type Context = MachineStateContext<typeof settingsMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as SettingsContext;

function at(check?: (context: SettingsContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe('/setting');
    check?.(on(snapshot), snapshot);
  };
}

/** While a change is with the lender nothing else may start. */
const locked = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.can({ type: 'CHOOSE_LANGUAGE', language: 'en' })).toBe(false);
  expect(snapshot.can({ type: 'SET_CHANNEL', channel: 'sms', enabled: false })).toBe(false);
  expect(snapshot.can({ type: 'WITHDRAW', consent: 'whatsapp' })).toBe(false);
};

const handlers = {
  states: {
    'setting.loading': at((context, snapshot) => {
      expect(snapshot.children.getSettings).toBeDefined();
      expect(context.problem).toBeNull();
    }),
    'setting.failed': at((context, snapshot) => {
      expect(context.problem).toBe(LOAD_FAILED);
      expect(context.preferences).toBeNull();
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    }),
    'setting.ready.idle': at((context) => {
      expect(context.preferences).not.toBeNull();
      // A failed change stays named with its sentence; otherwise nothing is pending.
      if (context.problem !== null) expect(context.change).not.toBeNull();
      else expect(context.change).toBeNull();
    }),
    'setting.ready.savingLanguage': at((context, snapshot) => {
      expect(context.change).toEqual({ kind: 'language', language: 'hi' });
      expect(context.preferences?.language).toBe('en');
      expect(context.problem).toBeNull();
      locked(snapshot);
    }),
    'setting.ready.savingChannel': at((context, snapshot) => {
      expect(context.change).toEqual({ kind: 'channel', channel: 'email', enabled: false });
      // The switch still shows what the lender last said.
      expect(context.preferences?.channels.email).toBe(true);
      locked(snapshot);
    }),
    'setting.ready.confirming': at((context, snapshot) => {
      expect(context.change).toEqual({ kind: 'withdraw', consent: 'whatsapp' });
      expect(context.consents.find((consent) => consent.kind === 'whatsapp')?.status).toBe('given');
      if (context.problem !== null) expect(context.problem).toBe(LOAD_FAILED);
      locked(snapshot);
    }),
    'setting.ready.withdrawing': at((context, snapshot) => {
      expect(snapshot.children.withdrawConsent).toBeDefined();
      expect(context.problem).toBeNull();
      locked(snapshot);
    }),
  },
  events: {
    RETRY: sendEvent,
    CHOOSE_LANGUAGE: sendEvent,
    SET_CHANNEL: sendEvent,
    WITHDRAW: sendEvent,
    CONFIRM_WITHDRAW: sendEvent,
    KEEP_CONSENT: sendEvent,
  },
} satisfies MachineHandlers<typeof settingsMachine>;

runMachinePaths(settingsMachine, handlers, { events: settingsEvents, serializeState: serializeSettingsState });

describe('settings guards', () => {
  it('ask the lender nothing for what is already so, or for a consent the law keeps or that is not given', () => {
    const snapshot = settingsMachine.resolveState({
      value: { setting: { ready: 'idle' } },
      context: {
        preferences: SETTINGS.initial.preferences,
        consents: SETTINGS.initial.consents,
        change: null,
        problem: null,
      },
    });
    expect(snapshot.can({ type: 'CHOOSE_LANGUAGE', language: 'en' })).toBe(false);
    expect(snapshot.can({ type: 'SET_CHANNEL', channel: 'sms', enabled: true })).toBe(false);
    expect(snapshot.can({ type: 'WITHDRAW', consent: 'digilocker' })).toBe(false);
    expect(snapshot.can({ type: 'WITHDRAW', consent: 'accountAggregator' })).toBe(false);
    expect(snapshot.can({ type: 'WITHDRAW', consent: 'creditBureau' })).toBe(true);
  });
});
