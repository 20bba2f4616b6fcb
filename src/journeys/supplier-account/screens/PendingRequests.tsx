import { Button, DateText, Dialog, Money } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { answeredRequests, openRequests, requestOf } from '../../../../rules/supplier-account/account.ts';
import type { PaymentRequest } from '../../../../rules/supplier-account/types.ts';
import { whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

// Pending Requests: a supplier's request to be paid. Approve opens the payment, filled in, where the
// customer reviews it and confirms it with an OTP (nothing is drawn before); Decline asks first.

const ANSWERED = { approved: 'Approved', declined: 'Declined', open: 'Waiting' } as const;

function RequestFacts({ request, all }: { request: PaymentRequest; all: boolean }) {
  return (
    <>
      <div className={styles.itemHead}>
        <Money className={styles.strong} amount={request.amount} />
        {all ? <span>{request.supplier.name}</span> : null}
      </div>
      {request.note ? <span>{request.note}</span> : null}
      {request.invoiceNumber ? <span className={styles.note}>Invoice {request.invoiceNumber}</span> : null}
      <span className={styles.note}>
        Asked on <DateText value={request.raisedAt} />
      </span>
    </>
  );
}

export function PendingRequests({ actor, snapshot }: SupplierScreenProps) {
  const { account, requestId, notice, error } = snapshot.context;
  if (!account) return null;
  const all = account.supplier === null;
  const busy = snapshot.matches({ requests: 'approving' }) || snapshot.matches({ requests: 'declining' });
  const confirming = snapshot.matches({ requests: 'confirming' }) || snapshot.matches({ requests: 'declining' });
  const chosen = requestOf(account, requestId);
  const waiting = openRequests(account);
  const answered = answeredRequests(account);
  return (
    <PageFrame title={`Requests to pay: ${whose(snapshot)}`} error={confirming ? null : error}>
      {notice ? (
        <p className={styles.strong} role="status">
          {notice}
        </p>
      ) : null}
      {waiting.length === 0 ? (
        <p className={styles.note}>No supplier is waiting for your answer.</p>
      ) : (
        <ul className={styles.list} aria-label="Requests waiting for your answer">
          {waiting.map((request) => (
            <li key={request.id} className={styles.item}>
              <RequestFacts request={request} all={all} />
              <Button
                type="button"
                busy={busy && request.id === requestId && snapshot.matches({ requests: 'approving' })}
                disabled={busy}
                aria-label={`Approve and pay ${request.supplier.name}’s request`}
                onClick={() => actor.send({ type: 'APPROVE', requestId: request.id })}
              >
                Approve and pay
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                aria-label={`Decline ${request.supplier.name}’s request`}
                onClick={() => actor.send({ type: 'DECLINE', requestId: request.id })}
              >
                Decline
              </Button>
            </li>
          ))}
        </ul>
      )}
      {answered.length > 0 ? (
        <section className={styles.section} aria-labelledby="answered-heading">
          <h2 id="answered-heading" className={styles.subheading}>
            Answered
          </h2>
          <ul className={styles.list} aria-label="Answered requests">
            {answered.map((request) => (
              <li key={request.id} className={styles.item}>
                <RequestFacts request={request} all={all} />
                <span>{ANSWERED[request.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Ways
        ways={[{ label: 'Back', variant: 'secondary', disabled: busy, onClick: () => actor.send({ type: 'BACK' }) }]}
      />
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !snapshot.matches({ requests: 'declining' })) actor.send({ type: 'KEEP_REQUEST' });
        }}
        title="Decline this request?"
        description={
          chosen ? `${chosen.supplier.name} asked to be paid this amount. They will see that you declined.` : undefined
        }
        hideCloseButton
        actions={
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={snapshot.matches({ requests: 'declining' })}
              onClick={() => actor.send({ type: 'KEEP_REQUEST' })}
            >
              Keep it
            </Button>
            <Button
              type="button"
              busy={snapshot.matches({ requests: 'declining' })}
              onClick={() => actor.send({ type: 'CONFIRM_DECLINE' })}
            >
              Decline
            </Button>
          </>
        }
      >
        {chosen ? <Money className={styles.strong} amount={chosen.amount} /> : null}
        {confirming && error ? (
          <p role="alert" className={styles.overdue}>
            {error}
          </p>
        ) : null}
      </Dialog>
    </PageFrame>
  );
}
