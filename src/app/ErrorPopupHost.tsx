import { useEffect, useState, type ComponentType } from 'react';
import { subscribeToErrorPopups, type ErrorPopup } from '../api/error-popups.ts';

export interface ErrorPopupHostProps {
  subscribe?: typeof subscribeToErrorPopups;
}

type PopupDialog = ComponentType<{ message: string; onClose: () => void }>;

// The dialog (and Radix with it) is fetched when the first popup arrives, not with the app.
let loadedDialog: PopupDialog | null = null;
const loadDialog = () => import('./ErrorPopupDialog.tsx').then((module) => (loadedDialog = module.default));

/**
 * Shows the §8 "server message as a popup" one at a time. Several calls failing together
 * (e.g. under heavy load) raise the same message more than once; repeats of a queued or
 * showing message are dropped so the user dismisses it once.
 */
export function ErrorPopupHost({ subscribe = subscribeToErrorPopups }: ErrorPopupHostProps) {
  const [queue, setQueue] = useState<readonly ErrorPopup[]>([]);
  const [Dialog, setDialog] = useState<PopupDialog | null>(() => loadedDialog);

  useEffect(
    () =>
      subscribe((popup) => {
        setQueue((current) =>
          current.some((queued) => queued.message === popup.message) ? current : [...current, popup],
        );
      }),
    [subscribe],
  );

  const current = queue[0];
  const dismiss = () => setQueue((rest) => rest.slice(1));

  useEffect(() => {
    if (!current || Dialog) return undefined;
    let active = true;
    loadDialog().then(
      (loaded) => {
        if (active) setDialog(() => loaded);
      },
      () => {
        // Without the dialog's chunk (connection lost) the message still reaches the user.
        if (!active) return;
        window.alert(current.message);
        setQueue((rest) => rest.slice(1));
      },
    );
    return () => {
      active = false;
    };
  }, [current, Dialog]);

  if (!current || !Dialog) return null;
  return <Dialog message={current.message} onClose={dismiss} />;
}
