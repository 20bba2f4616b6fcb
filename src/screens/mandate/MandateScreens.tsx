import type { ComponentType } from 'react';
import { isBankTransfersMode, mandateJourney } from '../../journeys/mandate/runtime.ts';
import { useNavigation } from '../../journeys/navigation.tsx';
import { JourneyHost } from '../../journeys/runtime/JourneyRuntime.tsx';
import { useCurrentRoute } from '../../routes/route-handle.ts';
import Mandate from './Mandate.tsx';
import MandateAlreadyCompleted from './MandateAlreadyCompleted.tsx';
import MandateFailure from './MandateFailure.tsx';
import MandatePending from './MandatePending.tsx';
import MandateSuccess from './MandateSuccess.tsx';
import Modes from './Modes.tsx';
import NachForm from './NachForm.tsx';
import NachMandate from './NachMandate.tsx';
import NachSuccess from './NachSuccess.tsx';
import RedirectToMandate from './RedirectToMandate.tsx';

// Every mandate address is this one module (one lazy chunk, one entry of the screen registry),
// which draws the screen of the route it is on: the login route's bundle then lists one chunk
// for the journey instead of ten. Nach-success sits under step-2: step-2's element draws it.

const BY_ROUTE: Readonly<Record<string, ComponentType>> = {
  'Post Approval Step 1': Modes,
  'Redirect Mandate': RedirectToMandate,
  Mandate,
  'Post Approval Step 2': NachForm,
  'NACH Success': NachSuccess,
  'Nach Mandate': NachMandate,
  'Mandate Pending': MandatePending,
  'Mandate Success': MandateSuccess,
  'Mandate Failure': MandateFailure,
  'Mandate Already Completed': MandateAlreadyCompleted,
};

export default function MandateScreens() {
  const route = useCurrentRoute();
  const Screen = route ? BY_ROUTE[route.name] : undefined;
  // redirect-mandate's bank-transfers mode is a profile page: the journey neither moves the
  // address there nor hands it over.
  const journey = !isBankTransfersMode(useNavigation().location.search);
  return (
    <>
      {journey ? <JourneyHost journey={mandateJourney} /> : null}
      {Screen ? <Screen /> : null}
    </>
  );
}
