import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { Loader } from '../../../ui/index.ts';
import { BANK_TRANSFERS_MODE } from '../../../../machines/mandate/screens.ts';
import { BankTransfers } from './BankTransfers.tsx';
import { MandatePage } from './MandateFrame.tsx';
import { MODE_LABELS } from './mandate-copy.ts';

function RedirectScreen({ actor }: { actor: MandateActorRef }) {
  const mode = useSelector(actor, (s) => s.context.mode);
  const leaving = useSelector(actor, (s) => s.matches({ redirecting: 'leaving' }));
  const how = mode ? MODE_LABELS[mode].toLowerCase() : 'your bank';
  return (
    <Loader
      lines={
        leaving ? ['Taking you to your bank', `to approve by ${how}`] : ['Please wait while we prepare', 'your mandate']
      }
    />
  );
}

/**
 * /signup/redirect-mandate: the e-mandate request, then the browser leaves for the sponsor bank's page;
 * in the bank-transfers mode (the legacy /va-accounts), the bank-transfer account page instead.
 */
export default function RedirectToMandate() {
  const query = new URLSearchParams(useLocation().search);
  if (query.get('mode') === BANK_TRANSFERS_MODE) return <BankTransfers />;
  return <MandatePage screen="redirecting">{(actor) => <RedirectScreen actor={actor} />}</MandatePage>;
}
