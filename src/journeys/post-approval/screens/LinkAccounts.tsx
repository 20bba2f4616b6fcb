import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import { Loader, TextField } from '../../../ui/index.ts';
import { RetryFrame } from '../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';

const TITLE = 'Link supplier accounts';

function LinkScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { memberships, sellerIds, sellerIdErrors, problem } = snapshot.context;
  if (snapshot.matches({ linkAccounts: 'loading' })) return <Loader />;
  if (snapshot.matches({ linkAccounts: 'failed' }))
    return <RetryFrame title={TITLE} error={problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  const busy = snapshot.matches({ linkAccounts: 'linking' });
  return (
    <StepFrame
      step={actor}
      title={TITLE}
      lead="Your lender pays your suppliers on these marketplaces. Enter your seller id on each."
      error={problem}
      busy={busy}
    >
      {memberships.map((membership) => (
        <TextField
          key={membership.marketplaceName}
          label={`Seller id on ${membership.displayName}`}
          value={sellerIds[membership.marketplaceName] ?? ''}
          error={sellerIdErrors[membership.marketplaceName]}
          onChange={(event) =>
            actor.send({
              type: 'SELLER_ID_CHANGED',
              marketplaceName: membership.marketplaceName,
              value: event.target.value,
            })
          }
        />
      ))}
      <Ways ways={[{ label: 'Link accounts', submit: true, busy }]} />
    </StepFrame>
  );
}

/** /signup/:action/link-accounts: one seller id per marketplace the applicant sells on. */
export default function LinkAccounts() {
  return <PostApprovalPage screen="linkAccounts">{(actor) => <LinkScreen actor={actor} />}</PostApprovalPage>;
}
