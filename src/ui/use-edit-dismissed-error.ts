import { useState } from 'react';

/**
 * The error a control shows: stale as soon as the user edits, so it hides at once even if the
 * owner never clears it, and shows again whenever the owner sets a new one. `edited` is called
 * on each edit; it tells the owner (`onErrorClear`) the first time an error goes.
 * (State adjusted during render, React's pattern for resetting on a prop change.)
 */
export function useEditDismissedError(error: string | null | undefined, onErrorClear?: () => void) {
  const [dismissed, setDismissed] = useState(false);
  const [shownError, setShownError] = useState(error);
  if (shownError !== error) {
    setShownError(error);
    setDismissed(false);
  }
  const visibleError = error && !dismissed ? error : null;
  function edited() {
    if (!visibleError) return;
    setDismissed(true);
    onErrorClear?.();
  }
  return { visibleError, edited };
}
