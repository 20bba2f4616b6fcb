import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { formatPhone } from '../../../lib/format/phone.ts';
import { CHANNEL_TEXT, invitationText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Send Invite Supplier: the invitation's state as the lender last read it; Check again, Resend, Done. */
export function SendInviteSupplier(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { invitation, error } = snapshot.context;
  const { send, can } = sender(props);
  const reading = snapshot.matches({ sentInvite: 'reading' });
  const resending = snapshot.matches({ sentInvite: 'resending' });
  return (
    <PageFrame title="Invitation" error={error} busy={reading || resending}>
      {invitation ? (
        <Facts label="Invitation">
          <Fact label="Supplier">{invitation.name}</Fact>
          <Fact label="Sent to">
            {formatPhone(invitation.mobile)} by {CHANNEL_TEXT[invitation.channel]}
          </Fact>
          <Fact label="Status">
            <span role="status">{invitationText(invitation)}</span>
          </Fact>
        </Facts>
      ) : null}
      <Ways
        pending={reading || resending}
        ways={[
          { label: 'Check again', busy: reading, onClick: () => send({ type: 'CHECK_AGAIN' }) },
          {
            label: 'Send again',
            busy: resending,
            disabled: !resending && !can({ type: 'RESEND' }),
            onClick: () => send({ type: 'RESEND' }),
          },
          { label: 'Done', variant: 'link', onClick: () => send({ type: 'DONE' }) },
        ]}
      />
    </PageFrame>
  );
}
