import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { postApprovalMachine } from '../../../machines/post-approval/post-approval.machine.ts';
import { POST_APPROVAL_PATHS } from '../../../machines/routing/post-approval-screens.ts';
import type {
  ApplicationInput,
  LoadApplicationInput,
  LoanDetailsInput,
  OffersLoad,
  PostApprovalLoad,
  SelectAnswer,
  SelectInput,
} from '../../../machines/post-approval/types.ts';
import type { AmountChangeAnswer } from '../../../rules/post-approval/offers.ts';
import { OFFERS, loadAtPosition } from '../../fixtures/post-approval-samples.ts';

// A lender chosen and Continue tapped at once: the full limit needs no answer about the amount,
// so the tap is taken while that answer is awaited, not lost (one tap, not two).

function offersScreen() {
  const selected: Array<{ nbfcName: string; amount?: number }> = [];
  const machine = postApprovalMachine.provide({
    actions: { saveDrafts: () => {} },
    actors: {
      // The sample home at the offers position (the fixture's literal types, read as the lender's answer).
      loadApplication: fromPromise<PostApprovalLoad, LoadApplicationInput>(
        async () => loadAtPosition('offers') as unknown as PostApprovalLoad,
      ),
      loadOffers: fromPromise<OffersLoad, ApplicationInput>(async () => ({
        approvedAmount: 360000,
        offers: OFFERS,
        selected: null,
      })),
      // Never answers: the amount field has not appeared when Continue is tapped.
      loadAmountChange: fromPromise<AmountChangeAnswer, LoanDetailsInput>(() => new Promise(() => {})),
      selectOffer: fromPromise<SelectAnswer, SelectInput>(({ input }) => {
        selected.push(input);
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, {
    input: { entry: { pathname: POST_APPROVAL_PATHS.offers, search: '' }, drafts: null },
  }).start();
  return { actor, selected };
}

describe('choosing a lender', () => {
  it('sends the full-limit choice when Continue comes while the amount range is asked', async () => {
    const { actor, selected } = offersScreen();
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ offers: 'choosing' }) || snapshot.matches({ offers: 'checkingAmount' }),
    );
    const lender = OFFERS.find((offer) => offer.nbfcName !== actor.getSnapshot().context.choice.nbfcName) ?? OFFERS[0]!;
    actor.send({ type: 'CHOOSE_OFFER', nbfcName: lender.nbfcName });
    expect(actor.getSnapshot().matches({ offers: 'checkingAmount' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ offers: 'selecting' })).toBe(true);
    await waitFor(actor, () => selected.length > 0);
    expect(selected).toEqual([expect.objectContaining({ nbfcName: lender.nbfcName })]);
    expect(selected[0]).not.toHaveProperty('amount');
    actor.stop();
  });
});
