import { Loader } from '../../../ui/index.ts';

/**
 * /signup: the application's front door. It has nothing of its own to show: the onboarding
 * journey opens on the applicant's current step and moves the address there (or hands a later
 * status to its journey), so this is only ever the moment before that decision.
 */
export default function Signup() {
  return <Loader />;
}
