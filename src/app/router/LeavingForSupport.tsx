import { useEffect } from 'react';
import { MainLandmark } from '../../screens/layouts/MainLandmark.tsx';
import * as styles from './lazy-screen.css.ts';

/**
 * /help hands the browser to the support page. It leaves from an effect, not a loader, so it
 * only happens once the guard has let the navigation through; the link covers a blocked hand-off.
 */
export function LeavingForSupport({ href, leave }: { href: string; leave: (url: string) => void }) {
  useEffect(() => leave(href), [href, leave]);
  return (
    <MainLandmark>
      <section className={styles.page} aria-labelledby="help-heading">
        <h1 id="help-heading" className={styles.heading}>
          Opening support
        </h1>
        <p className={styles.text}>
          If nothing happens, <a href={href}>open the support page</a>.
        </p>
      </section>
    </MainLandmark>
  );
}
