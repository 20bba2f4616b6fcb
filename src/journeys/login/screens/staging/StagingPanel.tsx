import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { STAGING_RELOAD_DELAY_MS } from './staging-panel.machine.ts';
import { getInspect } from '../../../inspect.ts';
import { parseDevServers } from '../../../../lib/staging-servers.ts';
import { storage as browserStorage, type BrowserStorage } from '../../../../lib/storage.ts';
import { Button } from '../../../../ui/index.ts';
import { provideStagingPanel } from './staging-panel-actions.ts';
import * as styles from './staging-panel.css.ts';

// Marker for scripts/check-bundle.ts: a production build that contains this module fails.
const STAGING_PANEL = 'STAGING_PANEL';

export interface StagingPanelProps {
  onClose: () => void;
  /** Injectable for tests; the app reloads the page and uses the browser's storage. */
  reload?: () => void;
  storage?: Pick<BrowserStorage, 'get' | 'set' | 'remove'>;
  servers?: readonly string[];
}

type PanelSnapshot = SnapshotFrom<ReturnType<typeof provideStagingPanel>>;

interface PanelView {
  servers: readonly string[];
  current: string | null;
  chosen: string | null;
  reloading: boolean;
}

const viewOf = (snapshot: PanelSnapshot): PanelView => ({
  servers: snapshot.context.servers,
  current: snapshot.context.current,
  chosen: snapshot.context.chosen,
  reloading: !snapshot.matches('choosing'),
});

const sameView = (a: PanelView, b: PanelView) =>
  a.servers === b.servers && a.current === b.current && a.chosen === b.chosen && a.reloading === b.reloading;

/** §2 staging deployment panel: choose a development server or reset, then the page reloads. */
export default function StagingPanel({
  onClose,
  reload = () => window.location.reload(),
  storage = browserStorage,
  servers = parseDevServers(import.meta.env.VITE_DEV_SERVERS),
}: StagingPanelProps) {
  const actor = useActorRef(provideStagingPanel({ storage, reload }), {
    input: { servers, current: storage.get('stagingServer') },
    inspect: getInspect(),
  });
  const view = useSelector(actor, viewOf, sameView);
  const seconds = STAGING_RELOAD_DELAY_MS / 1000;

  return (
    <section className={styles.panel} aria-labelledby="staging-heading" data-dev-tool={STAGING_PANEL}>
      <h1 id="staging-heading" className={styles.heading}>
        Staging deployment
      </h1>
      <p className={styles.text}>Choose the development server this browser talks to. The page reloads afterwards.</p>
      {view.servers.length === 0 ? (
        <p className={styles.text}>No development servers are configured for this build (VITE_DEV_SERVERS).</p>
      ) : (
        <ul className={styles.servers} aria-label="Development servers">
          {view.servers.map((server) => (
            <li key={server}>
              <Button
                variant="secondary"
                fullWidth
                disabled={view.reloading}
                aria-pressed={server === view.current}
                onClick={() => actor.send({ type: 'CHOOSE', server })}
              >
                {server}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" fullWidth disabled={view.reloading} onClick={() => actor.send({ type: 'RESET' })}>
        Reset to the default server
      </Button>
      <Button variant="link" disabled={view.reloading} onClick={onClose}>
        Back to login
      </Button>
      <p role="status" className={styles.status}>
        {view.reloading
          ? `${view.chosen ? `Using ${view.chosen}` : 'Back to the default server'}. Reloading in ${seconds} seconds…`
          : ''}
      </p>
    </section>
  );
}
