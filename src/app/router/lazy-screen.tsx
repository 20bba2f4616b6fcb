import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Loader } from '../../ui/index.ts';
import { MainLandmark } from '../../screens/layouts/MainLandmark.tsx';
import { CHUNK_LOAD_TIMEOUT_MS } from './config.ts';
import * as styles from './lazy-screen.css.ts';

export type ScreenModule<P> = { default: ComponentType<P> };

export interface LazyScreenOptions {
  /** How long a chunk may take before the retry screen shows; §9's 120 s unless a test shortens it. */
  timeoutMs?: number;
  /** Reloads the whole app, the way out when a deploy removed the old chunk; injectable for tests. */
  reload?: () => void;
}

type Status<P> =
  { kind: 'loading' } | { kind: 'ready'; Component: ComponentType<P> } | { kind: 'timed-out' } | { kind: 'failed' };

/** A lazy screen, with a way to fetch its chunk before it renders. */
export type LazyScreenComponent<P> = ComponentType<P> & {
  /**
   * Starts the import (or joins the one under way). Once it has resolved, the screen renders
   * at once, without the Loader: the app awaits it for the first screen and on navigations.
   */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on demand. Unlike React.lazy, a failed or slow import is not final: the
 * retry screen's button starts the import again (a rejected React.lazy stays rejected).
 * Once loaded, the component is kept, so later visits render at once.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ScreenModule<P>>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, reload = () => window.location.reload() }: LazyScreenOptions = {},
): LazyScreenComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let inFlight: Promise<ComponentType<P>> | null = null;

  const start = (): Promise<ComponentType<P>> => {
    inFlight ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };

  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [status, setStatus] = useState<Status<P>>(() =>
      loaded ? { kind: 'ready', Component: loaded } : { kind: 'loading' },
    );
    const ready = status.kind === 'ready';

    useEffect(() => {
      if (ready) return undefined;
      let active = true;
      const timer = setTimeout(() => {
        if (!active) return;
        // A hung request is abandoned so the retry button asks for the chunk afresh.
        inFlight = null;
        setStatus({ kind: 'timed-out' });
      }, timeoutMs);
      start().then(
        (Component) => {
          clearTimeout(timer);
          // A chunk that arrives after the timeout is still shown rather than left unused.
          if (active) setStatus({ kind: 'ready', Component });
        },
        () => {
          clearTimeout(timer);
          if (active) setStatus({ kind: 'failed' });
        },
      );
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [attempt, ready]);

    if (status.kind === 'ready') return <status.Component {...props} />;
    if (status.kind === 'loading') return <Loader />;
    return (
      <RetryScreen
        reason={status.kind}
        onRetry={() => {
          setStatus({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
        onReload={reload}
      />
    );
  }
  // A failed preload rejects like the import; its callers ignore that, since the screen then
  // renders its retry screen anyway.
  return Object.assign(LazyScreen, { preload: () => (loaded ? Promise.resolve(loaded) : start()) });
}

function RetryScreen({
  reason,
  onRetry,
  onReload,
}: {
  reason: 'timed-out' | 'failed';
  onRetry: () => void;
  onReload: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving focus to the heading makes screen readers announce the problem instead of silence.
  useEffect(() => heading.current?.focus(), []);
  return (
    <MainLandmark>
      <section className={styles.page} aria-labelledby="retry-heading">
        <h1 id="retry-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          {reason === 'timed-out' ? 'This page is taking too long to load' : 'This page could not be loaded'}
        </h1>
        <p className={styles.text}>
          {reason === 'timed-out'
            ? 'Your connection may be slow. Try again, or reload the app.'
            : 'Check your connection and try again. ' +
              'If Saakh was just updated, reloading the app fetches the new version.'}
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="secondary" onClick={onReload}>
            Reload the app
          </Button>
        </div>
      </section>
    </MainLandmark>
  );
}
