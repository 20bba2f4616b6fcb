import type { ReactNode } from 'react';
import { Button, Loader, type ButtonVariant } from '../ui/index.ts';
import { Actions, RetryFrame, type RetryFrameProps } from '../screens/PageFrame.tsx';

// The ways on from a screen, in the order the screen offers them: the first is the screen's main
// way (primary), the others secondary, a link where the screen says so. Written as a list so every
// screen follows the same rule while a call one way started is in flight: that way spins and the
// others cannot be taken beside it (a second tap never starts a second call).

export interface Way {
  label: ReactNode;
  /** What the way does; a form's submit way has none (the form's onSubmit sends). */
  onClick?: () => void;
  /** This way submits the screen's form (Enter takes it too). */
  submit?: boolean;
  /** Unless said: primary for the first way, secondary for the others. */
  variant?: ButtonVariant;
  /** This way's call is in flight. */
  busy?: boolean;
  /** The journey would not take this way now. */
  disabled?: boolean;
}

export interface WaysProps {
  ways: readonly Way[];
  /** A call one of the ways started is in flight: every way but the busy one is disabled. */
  pending?: boolean;
  /** The first way's look: secondary where the frame already offers the main way (Retry). */
  first?: ButtonVariant;
}

/** The buttons alone, for a frame that holds its own actions (RetryFrame's other ways). */
export function WayButtons({ ways, pending = false, first = 'primary' }: WaysProps) {
  return ways.map(({ label, onClick, submit = false, variant, busy = false, disabled = false }, index) => {
    const shown = variant ?? (index === 0 ? first : 'secondary');
    return (
      <Button
        // The list is the screen's fixed order; a way is never added or taken out between renders.
        key={index}
        type={submit ? 'submit' : 'button'}
        variant={shown}
        fullWidth={shown !== 'link'}
        busy={busy}
        disabled={disabled || (pending && !busy)}
        onClick={onClick}
      >
        {label}
      </Button>
    );
  });
}

/** A screen's ways on, in its actions row. */
export function Ways(props: WaysProps) {
  return (
    <Actions>
      <WayButtons {...props} />
    </Actions>
  );
}

export type RetryWaysProps = RetryFrameProps & { ways?: readonly Way[] };

/** A failed read or step: its reason, Retry, and the screen's other ways on after it (`ways`, then `children`). */
export function RetryWays({ ways = [], children, ...frame }: RetryWaysProps) {
  return (
    <RetryFrame {...frame}>
      <WayButtons ways={ways} first="secondary" />
      {children}
    </RetryFrame>
  );
}

/** A journey that reads again on RETRY, as every journey whose read can fail does. */
interface Rereads {
  send(event: { type: 'RETRY' }): void;
}

/** The journey's read failed: its reason, Retry (RETRY to the journey), and the screen's other ways on. */
export function RetryRead({ actor, ...frame }: Omit<RetryWaysProps, 'onRetry'> & { actor: Rereads }) {
  return <RetryWays {...frame} onRetry={() => actor.send({ type: 'RETRY' })} />;
}

/** A page's read as its chart holds it: a `loading` state, a `failed` state and the failure's sentence. */
interface PageRead {
  matches(state: 'loading' | 'failed'): boolean;
  readonly context: { readonly error: string | null };
}

/**
 * A page that reads before it shows: the loader while it reads, its title with the reason and
 * Retry when the read failed, and null once there is something to show.
 */
export function readingOrFailed(actor: Rereads, snapshot: PageRead, title: string): ReactNode {
  if (snapshot.matches('loading')) return <Loader />;
  if (!snapshot.matches('failed')) return null;
  return <RetryRead actor={actor} title={title} error={snapshot.context.error} />;
}
