import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../../ui/index.ts';
import { MainLandmark } from '../../screens/layouts/MainLandmark.tsx';
import * as styles from './lazy-screen.css.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

/** Shown when rendering a route throws, instead of react-router's developer error page. */
export function RouteError() {
  const error = useRouteError();
  // The details go to the console for whoever debugs it; the user gets a way forward.
  console.error('[router] route failed', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MainLandmark>
      <section className={styles.page} aria-labelledby="route-error-heading">
        <h1 id="route-error-heading" className={styles.heading}>
          {notFound ? 'Page not found' : 'Something went wrong'}
        </h1>
        <p className={styles.text}>
          {notFound ? 'The address may be mistyped.' : 'Please reload the app. If it keeps happening, contact support.'}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload the app</Button>
          <Link to={screenAddress('Dashboard')}>Go to your dashboard</Link>
        </div>
      </section>
    </MainLandmark>
  );
}
