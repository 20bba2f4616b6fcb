import type { Actor } from 'xstate';
import { settingsMachine } from '../../../machines/settings/settings.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import { pageJourney } from '../runtime/spec.ts';
import { createSettingsActors } from './actors.ts';

// The settings page's actor in the one runtime (ADR 034): one while the customer stays on the
// page; opening it again reads again (nothing shown is older than the page).

export function provideSettings(client: ApiClient) {
  return settingsMachine.provide({ actors: createSettingsActors(client) });
}

export type SettingsLogic = ReturnType<typeof provideSettings>;
export type SettingsActorRef = Actor<SettingsLogic>;

export const settingsRuntime = pageJourney('settings', () => provideSettings(apiClient));
