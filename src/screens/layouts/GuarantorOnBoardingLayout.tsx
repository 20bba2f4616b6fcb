import { PlainShell } from './PlainShell.tsx';

/** Shell around the guarantor screens; structural only until its journey lands (the guarantor journey fills it in). */
export default function GuarantorOnBoardingLayout() {
  return <PlainShell />;
}
