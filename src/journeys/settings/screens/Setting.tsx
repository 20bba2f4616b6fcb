import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { journeyScreen } from '../../../screens/JourneyScreen.tsx';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { BackToDashboard } from '../../../screens/BackToDashboard.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Button, Loader } from '../../../ui/index.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { APP_BUILD, APP_VERSION } from '../../../lib/app-version.ts';
import { SETTINGS_SCREENS } from '../../../../machines/settings/screens.ts';
import { settingsRuntime, type SettingsActorRef } from '../runtime.ts';
import { LanguageSection } from './LanguageSection.tsx';
import { ChannelsSection } from './ChannelsSection.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';
import * as styles from './settings.css.ts';

type Snapshot = SnapshotFrom<SettingsActorRef>;

/** Settings (§2 /setting): language, notifications, consents, terms, log out and the app's version. */

function SettingView({ actor, snapshot }: { actor: SettingsActorRef; snapshot: Snapshot }) {
  const { title } = SETTINGS_SCREENS.setting;
  if (snapshot.matches({ setting: 'failed' })) {
    return (
      <RetryRead actor={actor} title="We could not load your settings" error={snapshot.context.problem}>
        <BackToDashboard />
      </RetryRead>
    );
  }
  const { preferences } = snapshot.context;
  if (!snapshot.matches({ setting: 'ready' }) || !preferences) {
    return (
      <PageFrame title={title} busy>
        <Loader />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <LanguageSection actor={actor} snapshot={snapshot} />
      <ChannelsSection actor={actor} snapshot={snapshot} />
      <ConsentsSection actor={actor} snapshot={snapshot} />
      <section className={styles.section} aria-labelledby="settings-more">
        <h2 id="settings-more">Terms and offers</h2>
        <div className={styles.links}>
          <Link to={screenAddress('Tnc')}>Terms you accepted</Link>
          <Link to={screenAddress('Offers')}>Your offers</Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-about">
        <h2 id="settings-about">About this app</h2>
        <p className={styles.note}>
          Saakh version {APP_VERSION} (build {APP_BUILD})
        </p>
      </section>
      <Actions>
        <LogOut />
        <BackToDashboard />
      </Actions>
    </PageFrame>
  );
}

/** The app's one log out: the session's (§4: the lender's logout, then storage and cookies cleared). */
function LogOut() {
  const session = useSessionActor();
  const busy = useSelector(session, (s) => s.matches('loggingOut') || s.matches('loggedOut'));
  const can = useSelector(session, (s) => s.can({ type: 'LOGOUT' }));
  return (
    <Button variant="secondary" fullWidth busy={busy} disabled={!can} onClick={() => session.send({ type: 'LOGOUT' })}>
      Log out
    </Button>
  );
}

const Setting = journeyScreen(settingsRuntime, SettingView);
export default Setting;
