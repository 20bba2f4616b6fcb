import { useEffect, useState } from 'react';
import { subscribeToErrorPopups, type ErrorPopup } from '../api/error-popups.ts';
import { Button, Dialog, DialogClose } from '../ui/index.ts';

export interface ErrorPopupHostProps {
  subscribe?: typeof subscribeToErrorPopups;
}

/**
 * Shows the §8 "server message as a popup" one at a time. Several calls failing together
 * (e.g. under heavy load) raise the same message more than once; repeats of a queued or
 * showing message are dropped so the user dismisses it once.
 */
export function ErrorPopupHost({ subscribe = subscribeToErrorPopups }: ErrorPopupHostProps) {
  const [queue, setQueue] = useState<readonly ErrorPopup[]>([]);

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
  if (!current) return null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) setQueue((rest) => rest.slice(1));
      }}
      title="Something went wrong"
      description={current.message}
      actions={
        <DialogClose asChild>
          <Button>OK</Button>
        </DialogClose>
      }
    />
  );
}
