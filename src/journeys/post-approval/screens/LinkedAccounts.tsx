import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import { Loader } from '../../../ui/index.ts';
import { PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';
import * as styles from './screens.css.ts';

const TITLE = 'Linked suppliers';

function LinkedScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { memberships, problem } = snapshot.context;
  if (snapshot.matches({ linkedAccounts: 'loading' })) return <Loader />;
  if (snapshot.matches({ linkedAccounts: 'failed' }))
    return <RetryFrame title={TITLE} error={problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  return (
    <PageFrame title={TITLE} heading="plain">
      <dl className={styles.facts}>
        {memberships.map((membership) => (
          <div key={membership.marketplaceName} style={{ display: 'contents' }}>
            <dt>{membership.displayName}</dt>
            <dd>{membership.sellerId ?? 'Not linked yet'}</dd>
          </div>
        ))}
      </dl>
      <Ways
        ways={[
          { label: 'Continue', onClick: () => actor.send({ type: 'CONTINUE' }) },
          { label: 'Change seller ids', onClick: () => actor.send({ type: 'EDIT' }) },
        ]}
      />
    </PageFrame>
  );
}

/** /signup/linked-accounts: what is linked, then on to what the lender asks next. */
export default function LinkedAccounts() {
  return <PostApprovalPage screen="linkedAccounts">{(actor) => <LinkedScreen actor={actor} />}</PostApprovalPage>;
}
