import { fromPromise } from 'xstate';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/kit/otp-types.ts';
import type { LimitInput, LockInput, PaymentCard, SwitchInput } from '../../../machines/cards/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { getCards, lockCard, sendPinOtp, setChannelLimit, setPin, switchChannel, unlockCard } from './api/cards.ts';

// The cards chart's calls. The PIN reaches the lender only in set-pin's body, with the OTP that
// confirms it; each verify is its own attempt (a new Idempotency-Key), so a corrected code is not a replay.

type CardAnswer = { card: PaymentCard };

export function createCardsActors(client: ApiClient) {
  return {
    getCards: fromPromise<PaymentCard[], void>(async () => (await getCards(client)).cards),
    sendPinOtp: fromPromise<{ sentTo: string | null }, { cardId: string }>(({ input }) => sendPinOtp(client, input)),
    otp: provideOtp<CardAnswer>({
      verify: fromPromise(({ input }: { input: OtpVerifyInput }) =>
        setPin(client, {
          cardId: input.request['cardId'] ?? '',
          pin: input.request['pin'] ?? '',
          otp: input.otp,
          attemptKey: crypto.randomUUID(),
        }),
      ),
      resend: fromPromise(async ({ input }: { input: OtpResendInput }): Promise<OtpResent> => {
        const sent = await sendPinOtp(client, { cardId: input.request['cardId'] ?? '' });
        return { retryAfterSeconds: sent.retryAfterSeconds, sentTo: sent.sentTo };
      }),
    }),
    lockCard: fromPromise<CardAnswer, LockInput>(({ input }) => lockCard(client, input)),
    unlockCard: fromPromise<CardAnswer, { cardId: string }>(({ input }) => unlockCard(client, input)),
    switchChannel: fromPromise<CardAnswer, SwitchInput>(({ input }) => switchChannel(client, input)),
    setChannelLimit: fromPromise<CardAnswer, LimitInput>(({ input }) => setChannelLimit(client, input)),
  };
}
