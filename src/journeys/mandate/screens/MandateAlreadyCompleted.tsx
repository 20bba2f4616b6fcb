import { MandatePage } from './MandateFrame.tsx';
import { Registered } from './MandateSuccess.tsx';

/** /signup/mandate/completed: a mandate was registered already; Continue as after success. */
export default function MandateAlreadyCompleted() {
  return <MandatePage screen="completed">{(actor) => <Registered actor={actor} screen="completed" />}</MandatePage>;
}
