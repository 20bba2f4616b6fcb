import { TextField } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { cardOf } from '../../../../rules/cards/controls.ts';
import { cardName } from '../projection.ts';
import { at, type CardsScreenProps } from './snapshot.ts';

// Set (or change) a card's PIN: typed twice in password fields (never shown, never kept by the
// browser), checked by the PIN rules, then Continue sends an OTP to the customer's phone.

const PIN_LEAD =
  'Choose 4 digits that are not one digit repeated or a sequence. We will send an OTP to your phone to confirm it.';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 4);

export function PinEntry({ actor, snapshot }: CardsScreenProps) {
  const { context } = snapshot;
  const sending = at(snapshot, 'sendingCode');
  const card = cardOf(context.cards, context.cardId);
  const fields = [
    ['New PIN', context.pin, context.pinErrors.pin, 'PIN_TYPED'],
    ['Enter the new PIN again', context.pinAgain, context.pinErrors.pinAgain, 'PIN_AGAIN_TYPED'],
  ] as const;
  return (
    <PageFrame
      title={card?.pinSet ? 'Change your card PIN' : 'Set your card PIN'}
      lead={`For your ${card ? cardName(card).toLowerCase() : 'card'}. ${PIN_LEAD}`}
      error={context.formError}
      busy={sending}
      onSubmit={() => actor.send({ type: 'SUBMIT_PIN' })}
    >
      {fields.map(([label, value, error, type]) => (
        <TextField
          key={type}
          label={label}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={value}
          error={error ?? null}
          disabled={sending}
          onChange={(event) => actor.send({ type, value: digitsOnly(event.target.value) })}
        />
      ))}
      <Ways
        pending={sending}
        ways={[
          { label: 'Continue', submit: true, busy: sending },
          { label: 'Cancel', onClick: () => actor.send({ type: 'CANCEL' }) },
        ]}
      />
    </PageFrame>
  );
}
