import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose } from '../ui/dialog.tsx';

/** The §8 popup itself; its own chunk, so the dialog library loads with the first popup. */
export default function ErrorPopupDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Something went wrong"
      description={message}
      actions={
        <DialogClose asChild>
          <Button>OK</Button>
        </DialogClose>
      }
    />
  );
}
