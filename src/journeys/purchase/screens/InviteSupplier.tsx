import { Choice, FormFrame, type FormCopy, optionsOf } from './parts.tsx';
import { MobileField, TextField } from '../../../ui/index.ts';
import type { InviteChannel } from '../../../../machines/purchase/types.ts';
import { CHANNEL_TEXT } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

const CHANNELS = optionsOf(CHANNEL_TEXT);

const COPY: FormCopy = {
  title: 'Invite a supplier',
  lead: 'Your supplier gets a link to join Saakh. Once they join, you can pay them from your credit line.',
  submit: 'Send invitation',
  back: 'Back to suppliers',
};

/** Invite Supplier: a supplier not on Saakh yet gets a link to join, by SMS or WhatsApp. */
export function InviteSupplier(props: PurchaseScreenProps) {
  const { send, context } = sender(props);
  const { inviteForm: form, inviteErrors: errors } = context;
  const saving = props.snapshot.matches({ inviteSupplier: 'saving' });
  const channel = (value: string) => send({ type: 'CHOOSE_CHANNEL', channel: value as InviteChannel });
  return (
    <FormFrame {...props} copy={COPY} saving={saving} backBy="BACK">
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
      <Choice label="Send by" options={CHANNELS} value={form.channel} disabled={saving} onChoose={channel} />
    </FormFrame>
  );
}
