import { assign, fromPromise, setup } from 'xstate';
import { receiptFileName, type ReceiptRequest } from './api/receipt.ts';

// One "Download receipt" button (the payment's success screen, each successful payment in the
// history; "Download tax invoice" for a paid processing fee): not a journey with screens of its own,
// so it lives beside the journeys that show it, as the branding machine does. Idle until pressed;
// the PDF asked for (the button busy, so a double tap asks once); saved under its name, or the
// lender's sentence with the button to try again.

export type ReceiptContext = ReceiptRequest & { savedAs: string | null; error: string | null };
export type ReceiptEvent = { type: 'DOWNLOAD' };

/** What a failed call says: the lender's sentence, else the journey's own. */
const sentenceOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : 'We could not download the receipt.';

export const receiptMachine = setup({
  types: { context: {} as ReceiptContext, events: {} as ReceiptEvent, input: {} as ReceiptRequest },
  actors: {
    // Real implementation: src/journeys/receipt/use-receipt.ts.
    downloadReceipt: fromPromise<Blob, ReceiptRequest>(async () => {
      throw new Error('downloadReceipt must be provided by the app');
    }),
  },
  actions: {
    // Injected: hands the PDF to the browser as a download under `name`.
    saveFile: (_, params: { blob: Blob; name: string }) => {
      throw new Error(`saveFile(${params.name}) must be provided by the app`);
    },
    keepSaved: assign(({ context }) => ({ savedAs: receiptFileName(context), error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: sentenceOf(params.error) })),
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ ...input, savedAs: null, error: null }),
  initial: 'idle',
  states: {
    // "Download receipt".
    idle: { on: { DOWNLOAD: 'downloading' } },
    // "Downloading receipt…", the button disabled.
    downloading: {
      invoke: {
        id: 'downloadReceipt',
        src: 'downloadReceipt',
        input: ({ context: { savedAs: _saved, error: _error, ...request } }): ReceiptRequest => request,
        onDone: {
          target: 'saved',
          actions: [
            {
              type: 'saveFile',
              params: ({ context, event }) => ({ blob: event.output, name: receiptFileName(context) }),
            },
            'keepSaved',
          ],
        },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // "Receipt saved as …", and the button to download it again.
    saved: { on: { DOWNLOAD: 'downloading' } },
    // The lender's sentence, and the button to try again.
    failed: { on: { DOWNLOAD: { target: 'downloading', actions: assign({ error: null }) } } },
  },
});
