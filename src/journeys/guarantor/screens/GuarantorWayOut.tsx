import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { Button } from '../../../ui/index.ts';

/**
 * The way on from a guarantor's last screens (verified, not verified, details with the lender):
 * log out. A button, so it is reached with the keyboard. (Help lives in the customer's Home
 * layout, which a guarantor's role may not open.)
 */
export function GuarantorWayOut() {
  const session = useSessionActor();
  const loggingOut = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  return (
    <Button
      type="button"
      variant="secondary"
      fullWidth
      busy={loggingOut}
      onClick={() => session.send({ type: 'LOGOUT' })}
    >
      Log out
    </Button>
  );
}
