import { useId } from 'react';
import { Button, Checkbox, VisuallyHidden } from '../../../ui/index.ts';
import { FULL_KYC_NEEDED, hasFullKyc } from '../../../../rules/cards/controls.ts';
import { CARD_REGIONS, type ChannelControl, type PaymentCard } from '../../../../rules/cards/types.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { REGION_WORDS } from '../../../../rules/cards/controls.ts';
import { cardFacts, cardName, controlInSentence, controlName, statusLine } from '../projection.ts';
import { at, type CardsScreenProps } from './snapshot.ts';
import * as styles from './cards.css.ts';

// One card: its facts, what it needs before its PIN and controls (a card without full KYC), Set or
// Change PIN, Lock or Unlock, and its channel switches with their limits. Every switch shows what the
// lender holds: tapped, it is busy until the lender answers, and a refusal leaves it as it was.

type PanelProps = CardsScreenProps & { card: PaymentCard };

export function CardPanel({ actor, snapshot, card }: PanelProps) {
  const headingId = useId();
  const { context } = snapshot;
  const shown = at(snapshot, 'shown');
  const mine = context.cardId === card.id;
  const cardProblem = context.problem?.cardId === card.id && context.problem.control === null ? context.problem : null;
  const full = hasFullKyc(card);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {cardName(card)}
      </h2>
      <dl className={styles.controls}>
        {cardFacts(card).map((fact) => (
          <div key={fact.label}>
            <dt className={styles.muted}>{fact.label}</dt>
            <dd className={styles.plain} aria-label={fact.spoken ?? undefined}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.plain}>{statusLine(card)}</p>
      {full ? null : <p className={styles.plain}>{FULL_KYC_NEEDED}</p>}
      <div className={styles.buttons}>
        {full ? (
          <Button
            type="button"
            variant="secondary"
            disabled={!shown}
            onClick={() => actor.send({ type: 'SET_PIN', cardId: card.id })}
          >
            {card.pinSet ? 'Change PIN' : 'Set PIN'}
          </Button>
        ) : null}
        {card.status === 'active' ? (
          <Button
            type="button"
            variant="secondary"
            disabled={!shown}
            onClick={() => actor.send({ type: 'LOCK', cardId: card.id })}
          >
            Lock card
          </Button>
        ) : (
          <Button
            type="button"
            busy={mine && at(snapshot, 'unlocking')}
            disabled={!shown}
            onClick={() => actor.send({ type: 'UNLOCK', cardId: card.id })}
          >
            Unlock card
          </Button>
        )}
      </div>
      {cardProblem ? (
        <p className={styles.problem} role="alert">
          {cardProblem.message}
        </p>
      ) : null}
      {full
        ? CARD_REGIONS.map((region) => (
            <Controls
              key={region}
              {...{ actor, snapshot, card }}
              controls={card.channels.filter((one) => one.region === region)}
              title={REGION_WORDS[region]}
            />
          ))
        : null}
    </section>
  );
}

function Controls({
  actor,
  snapshot,
  card,
  controls,
  title,
}: PanelProps & { controls: ChannelControl[]; title: string }) {
  const headingId = useId();
  const { context } = snapshot;
  const shown = at(snapshot, 'shown');
  return (
    <div>
      <h3 id={headingId} className={styles.groupHeading}>
        {title}
      </h3>
      <ul className={styles.controls} aria-labelledby={headingId}>
        {controls.map((control) => {
          const name = controlName(control.region, control.channel);
          const here = (one: { region: string; channel: string } | null | undefined) =>
            one?.region === control.region && one.channel === control.channel;
          const busy = context.cardId === card.id && here(context.control) && at(snapshot, 'switching');
          const problem = context.problem?.cardId === card.id && here(context.problem.control) ? context.problem : null;
          return (
            <li key={name} className={styles.control}>
              <Checkbox
                role="switch"
                label={name}
                checked={control.enabled}
                disabled={!shown}
                aria-busy={busy || undefined}
                error={problem?.message ?? null}
                onCheckedChange={(enabled) =>
                  actor.send({
                    type: 'SWITCH',
                    cardId: card.id,
                    region: control.region,
                    channel: control.channel,
                    enabled,
                  })
                }
              />
              {busy ? (
                <span className={styles.muted} role="status">
                  Asking the lender…
                </span>
              ) : null}
              <span className={styles.muted}>Limit {formatMoney(control.limit)}</span>
              <Button
                type="button"
                variant="link"
                disabled={!shown}
                onClick={() =>
                  actor.send({ type: 'EDIT_LIMIT', cardId: card.id, region: control.region, channel: control.channel })
                }
              >
                Change limit<VisuallyHidden> for {controlInSentence(control.region, control.channel)}</VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
