import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { Change, Settings } from '../../../machines/settings/types.ts';
import { rememberLanguage } from '../../lib/language-choice.ts';
import { getConsents, getPreferences, postWithdrawal, putChannel, putLanguage } from './api/settings.ts';

// The settings chart's calls. The language the lender keeps is kept on the device too, each time
// the lender answers it (read or saved).

/** The call that makes a change. */
function send(client: ApiClient, change: Change): Promise<Settings> {
  if (change.kind === 'language') return putLanguage(client, change);
  if (change.kind === 'channel') return putChannel(client, change);
  return postWithdrawal(client, change);
}

const remembered = (settings: Settings): Settings => {
  rememberLanguage(settings.preferences.language);
  return settings;
};

export function createSettingsActors(client: ApiClient) {
  return {
    getSettings: fromPromise<Settings, void>(async () => {
      const [{ preferences }, { consents }] = await Promise.all([getPreferences(client), getConsents(client)]);
      return remembered({ preferences, consents });
    }),
    saveChange: fromPromise<Settings, Change>(async ({ input }) => remembered(await send(client, input))),
  };
}
