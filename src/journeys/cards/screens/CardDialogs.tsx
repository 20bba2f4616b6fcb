import { Button, Dialog, RadioGroup, TextField } from '../../../ui/index.ts';
import { LOCK_REASON_WORDS, cardOf } from '../../../../rules/cards/controls.ts';
import { LOCK_REASONS, type LockReason } from '../../../../rules/cards/types.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { cardName, controlInSentence } from '../projection.ts';
import { at, type CardsScreenProps } from './snapshot.ts';

// The two questions My Cards asks in a dialog: why a card is locked (a reason from the list), and a
// channel's new limit (rupees, within the card's limit). Each closes once the lender has answered.

/** A dialog's two answers: Cancel (off while the call runs) and the one that sends it (busy meanwhile). */
function Answer({ busy, send, labels: [cancel, confirm], confirm: type }: AnswerProps) {
  return (
    <>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
        {cancel}
      </Button>
      <Button type="button" busy={busy} onClick={() => send({ type })}>
        {confirm}
      </Button>
    </>
  );
}

interface AnswerProps {
  busy: boolean;
  send: CardsScreenProps['actor']['send'];
  labels: readonly [string, string];
  confirm: 'CONFIRM_LOCK' | 'SAVE_LIMIT';
}

const LOCKED_MEANS = 'no payment or withdrawal can be made with it until you unlock it here.';

const REASONS = LOCK_REASONS.map((reason) => ({ value: reason, label: LOCK_REASON_WORDS[reason] }));

export function LockDialog({ actor, snapshot }: CardsScreenProps) {
  const { context } = snapshot;
  const locking = at(snapshot, 'locking');
  const card = cardOf(context.cards, context.cardId);
  return (
    <Dialog
      open={at(snapshot, 'lockReason', 'locking')}
      onOpenChange={(open) => {
        if (!open && !locking) actor.send({ type: 'CANCEL' });
      }}
      title="Lock this card for now?"
      description={`${card ? cardName(card) : 'Your card'}: ${LOCKED_MEANS}`}
      hideCloseButton
      actions={
        <Answer busy={locking} send={actor.send} labels={['Keep it unlocked', 'Lock card']} confirm="CONFIRM_LOCK" />
      }
    >
      <RadioGroup
        label="Why are you locking it?"
        options={REASONS}
        value={context.lockReason}
        disabled={locking}
        error={context.formError}
        onValueChange={(reason) => actor.send({ type: 'CHOOSE_REASON', reason: reason as LockReason })}
      />
    </Dialog>
  );
}

export function LimitDialog({ actor, snapshot }: CardsScreenProps) {
  const { context } = snapshot;
  const saving = at(snapshot, 'savingLimit');
  const card = cardOf(context.cards, context.cardId);
  const name = context.control ? controlInSentence(context.control.region, context.control.channel) : 'this channel';
  return (
    <Dialog
      open={at(snapshot, 'limitEntry', 'savingLimit')}
      onOpenChange={(open) => {
        if (!open && !saving) actor.send({ type: 'CANCEL' });
      }}
      title={`Limit for ${name}`}
      description="The most that can be spent or withdrawn this way in a day."
      hideCloseButton
      actions={<Answer busy={saving} send={actor.send} labels={['Cancel', 'Save limit']} confirm="SAVE_LIMIT" />}
    >
      <TextField
        label="Limit (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={context.limitText}
        disabled={saving}
        hint={card ? `Up to ${formatMoney(card.cardLimit)}, your card’s limit.` : undefined}
        error={context.formError}
        onChange={(event) => actor.send({ type: 'LIMIT_TYPED', value: event.target.value })}
      />
    </Dialog>
  );
}
