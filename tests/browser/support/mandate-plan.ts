import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MandateInput } from '../../../machines/mandate/mandate.machine.ts';
import { MANDATE_PATHS } from '../../../machines/mandate/screens.ts';

// What the browser plans of the mandate journey beyond the machine's samples: the addresses a path
// opens (no drafts: each test's browser starts empty), and the events its screens can send.

const entry = (pathname: string) => ({ pathname, search: '' });

export const mandateBrowserInputs: MandateInput[] = [
  { entry: entry(MANDATE_PATHS.modes), drafts: null },
  { entry: entry(MANDATE_PATHS.nachSuccess), drafts: null },
  { entry: entry(MANDATE_PATHS.upiWaiting), drafts: null },
];

/**
 * Only what a screen offers: the debit card is not offered by the sandbox bank the paths use, so
 * its choice never shows; home fails only on the first load (a later one starts on the address of
 * the screen just left, whose page keeps its Loader up rather than the journey's Retry).
 */
export function mandateInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as { application: unknown };
  switch (event.type) {
    case 'CHOOSE_MODE':
      return event['mode'] !== 'debitCard';
    case 'xstate.error.actor.loadMandate':
      return context.application === null;
    default:
      return true;
  }
}
