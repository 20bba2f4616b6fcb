import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MobileField, RadioGroup, TextField } from '../../../ui/index.ts';
import type { InviteChannel } from '../../../../machines/purchase/types.ts';
import { CHANNEL_TEXT } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import * as styles from './purchase.css.ts';

const CHANNELS = [
  { value: 'sms', label: CHANNEL_TEXT.sms },
  { value: 'whatsapp', label: CHANNEL_TEXT.whatsapp },
] as const;

/** Invite Supplier: a supplier not on Saakh yet gets a link to join, by SMS or WhatsApp. */
export function InviteSupplier(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { inviteForm: form, inviteErrors: errors, error } = snapshot.context;
  const { send } = sender(props);
  const saving = snapshot.matches({ inviteSupplier: 'saving' });
  return (
    <PageFrame
      title="Invite a supplier"
      lead="Your supplier gets a link to join Saakh. Once they join, you can pay them from your credit line."
      error={error}
      busy={saving}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <div className={styles.fieldset}>
        <TextField
          label="Business name"
          value={form.name}
          error={errors.name ?? null}
          disabled={saving}
          onChange={(event) => send({ type: 'CHANGE_INVITE', field: 'name', value: event.target.value })}
        />
        <MobileField
          label="Mobile number"
          value={form.mobile}
          error={errors.mobile ?? null}
          disabled={saving}
          onValueChange={(value) => send({ type: 'CHANGE_INVITE', field: 'mobile', value })}
        />
        <RadioGroup
          label="Send by"
          options={CHANNELS}
          value={form.channel}
          disabled={saving}
          orientation="horizontal"
          onValueChange={(value) => send({ type: 'CHOOSE_CHANNEL', channel: value as InviteChannel })}
        />
      </div>
      <Ways
        pending={saving}
        ways={[
          { label: 'Send invitation', submit: true, busy: saving },
          { label: 'Back to suppliers', variant: 'link', onClick: () => send({ type: 'BACK' }) },
        ]}
      />
    </PageFrame>
  );
}
