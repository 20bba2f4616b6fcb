import type { SnapshotFrom } from 'xstate';
import { CHANNELS } from '../../../../machines/settings/types.ts';
import type { SettingsActorRef } from '../runtime.ts';
import { CHANNEL_WORDS } from '../words.ts';
import { Switch } from './Switch.tsx';
import * as styles from './settings.css.ts';

type Props = { actor: SettingsActorRef; snapshot: SnapshotFrom<SettingsActorRef> };

/** Notifications: each channel on or off; a switch shows a change only once the lender has kept it. */
export function ChannelsSection({ actor, snapshot }: Props) {
  const { preferences, change, problem } = snapshot.context;
  const saving = snapshot.matches({ setting: { ready: 'savingChannel' } });
  const idle = snapshot.matches({ setting: { ready: 'idle' } });
  return (
    <section className={styles.section} aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">Notifications</h2>
      <p className={styles.note}>How we may tell you about your application and your loan.</p>
      <ul className={styles.rows}>
        {CHANNELS.map((channel) => {
          const words = CHANNEL_WORDS[channel];
          const mine = change?.kind === 'channel' && change.channel === channel;
          const noteId = `settings-channel-${channel}`;
          return (
            <li key={channel}>
              <div className={styles.switchRow}>
                <h3 id={`${noteId}-name`}>{words.name}</h3>
                <Switch
                  label={words.name}
                  checked={preferences?.channels[channel] ?? false}
                  busy={saving && mine}
                  disabled={!idle}
                  describedBy={mine && problem ? `${noteId}-error ${noteId}` : noteId}
                  onChange={(enabled) => actor.send({ type: 'SET_CHANNEL', channel, enabled })}
                />
              </div>
              <p id={noteId} className={styles.note}>
                {words.note}
              </p>
              {mine && problem && !saving ? (
                <p id={`${noteId}-error`} className={styles.error} role="alert">
                  {`We could not change ${words.name}: ${problem}`}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
