import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { downloadReceipt, type ReceiptRequest } from './api/receipt.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { saveFile } from '../../lib/save-file.ts';
import { receiptMachine } from './receipt.machine.ts';

export interface ReceiptDeps {
  client: ApiClient;
  /** Hands the PDF to the browser as a download under `name`. */
  saveFile: (blob: Blob, name: string) => void;
}

/** The receipt machine with the real call and the browser's download. */
export function provideReceipt(deps: ReceiptDeps) {
  return receiptMachine.provide({
    actors: { downloadReceipt: fromPromise<Blob, ReceiptRequest>(({ input }) => downloadReceipt(deps.client, input)) },
    actions: { saveFile: (_, params) => deps.saveFile(params.blob, params.name) },
  });
}

let appLogic: ReturnType<typeof provideReceipt> | null = null;

export type ReceiptView = {
  busy: boolean;
  savedAs: string | null;
  error: string | null;
  download: () => void;
};

/** One payment's receipt (or a paid fee's tax invoice) button: its state, and the press that asks for the PDF. */
export function useReceipt(request: ReceiptRequest): ReceiptView {
  appLogic ??= provideReceipt({ client: apiClient, saveFile });
  const actor = useActorRef(appLogic, { input: request, inspect: getInspect() });
  return useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.matches('downloading'),
      savedAs: snapshot.matches('saved') ? snapshot.context.savedAs : null,
      error: snapshot.matches('failed') ? snapshot.context.error : null,
      download: () => actor.send({ type: 'DOWNLOAD' }),
    }),
    (a, b) => a.busy === b.busy && a.savedAs === b.savedAs && a.error === b.error,
  );
}
