import type { MandateAttempt } from '../../rules/mandate/types.ts';
import { laterJourneyEntry, screenFor } from '../routing/access.ts';
import { mandateScreenOfPath, mandateStatusScreen, type MandateScreen } from './screens.ts';
import type { MandateContext } from './types.ts';

// The mandate machine's pure rules over its context (ADR 012): the screen the status and the
// latest attempt call for, the screens an address may open beside it, and where a position that
// is not this journey's goes.

type Position = NonNullable<MandateContext['application']>;

const E_MANDATE = new Set(['netBanking', 'debitCard']);

/** The screen of an application waiting for a mandate (emandatePending), by its latest attempt. */
function pendingStep(attempt: MandateAttempt | null): MandateScreen {
  if (!attempt) return 'modes';
  if (attempt.mode === 'nach')
    return attempt.status === 'pending' && !attempt.templateDownloaded ? 'nachForm' : 'modes';
  if (attempt.status === 'initiated') return attempt.mode === 'upiAutopay' ? 'upiWaiting' : 'pending';
  if (attempt.status === 'pending' && E_MANDATE.has(attempt.mode)) return 'pending';
  return 'modes';
}

/** The screen the position and the latest read call for. */
export function currentScreen(context: Pick<MandateContext, 'application' | 'read' | 'alreadyRegistered'>) {
  const position = context.application;
  if (!position) return 'handOver';
  const step = mandateStatusScreen(position.status);
  if (!step) return 'handOver';
  if (position.status === 'emandatePending') return pendingStep(context.read?.status.mandate ?? null);
  if (step === 'success' && context.alreadyRegistered) return 'completed';
  return step;
}

/**
 * The screens the address bar may open now: the current one; a new mode after a failure or while
 * an attempt waits (the lender takes another); the form again beside its upload; the confirmation
 * of an upload just made; the "already completed" page of a registered mandate.
 */
export function allowedScreens(
  context: Pick<MandateContext, 'application' | 'read' | 'alreadyRegistered'>,
): ReadonlySet<MandateScreen> {
  const current = currentScreen(context);
  const allowed = new Set<MandateScreen>([current]);
  const status = context.application?.status;
  if (mayChangeMode(context)) allowed.add('modes');
  if (status === 'nachDownloaded') allowed.add('nachForm');
  if (status === 'nachUploaded') allowed.add('nachSuccess');
  if (status === 'emandateRegistered') allowed.add('completed');
  return allowed;
}

/** The entry screen when the position allows it (once), else the position's own screen. */
export function decide(
  context: Pick<MandateContext, 'application' | 'read' | 'alreadyRegistered' | 'entry'>,
): MandateScreen {
  const entered = context.entry ? mandateScreenOfPath(context.entry.pathname) : null;
  if (entered !== null && allowedScreens(context).has(entered)) return entered;
  return currentScreen(context);
}

/** Whether the applicant may start another attempt now (not while a NACH form is under review). */
export function mayChangeMode(context: Pick<MandateContext, 'application'>): boolean {
  const status = context.application?.status;
  return status === 'emandatePending' || status === 'emandateFailed' || status === 'nachDownloaded';
}

/** Where a position that is not this journey's goes: the agreement next, onboarding before approval. */
export function mandateHandOver(position: Position): string {
  return screenFor(position) === 'laterJourney' ? laterJourneyEntry(position) : '/signup';
}
