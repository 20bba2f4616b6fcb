/**
 * The bridge between the error handler (no React) and the popup the app shell
 * renders. A popup raised before anyone listens (e.g. a call made while the app
 * is still mounting) is held and given to the first listener, so it is not lost.
 */

export interface ErrorPopup {
  code: string | null;
  message: string;
}

export type ErrorPopupListener = (popup: ErrorPopup) => void;

const listeners = new Set<ErrorPopupListener>();
let held: ErrorPopup | null = null;

export function subscribeToErrorPopups(listener: ErrorPopupListener): () => void {
  listeners.add(listener);
  if (held) {
    const popup = held;
    held = null;
    listener(popup);
  }
  return () => {
    listeners.delete(listener);
  };
}

export function publishErrorPopup(popup: ErrorPopup): void {
  if (listeners.size === 0) {
    held = popup;
    return;
  }
  for (const listener of [...listeners]) listener(popup);
}
