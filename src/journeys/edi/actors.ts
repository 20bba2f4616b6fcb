import { fromPromise } from 'xstate';
import type { Disbursement, DisbursementRequest, EdiOfferRead, EdiQuote } from '../../../machines/edi/edi.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Paise } from '../../../rules/money/paise.ts';
import { calculateEdi, getEdiOffer, getLastDisbursement, requestDisbursement } from './api/edi.ts';

// The journey's injected pieces: its four calls, their answers parsed by the calls' schemas.

export function createEdiActors(client: ApiClient) {
  return {
    getEdiOffer: fromPromise<EdiOfferRead, void>(() => getEdiOffer(client)),
    calculateEdi: fromPromise<{ quote: EdiQuote }, { amount: number; tenureDays: number }>(({ input }) =>
      calculateEdi(client, { amount: input.amount as Paise, tenureDays: input.tenureDays }),
    ),
    requestDisbursement: fromPromise<{ disbursement: Disbursement }, DisbursementRequest>(({ input }) =>
      requestDisbursement(client, input),
    ),
    getLastDisbursement: fromPromise<{ disbursement: Disbursement | null }, void>(() => getLastDisbursement(client)),
  };
}
