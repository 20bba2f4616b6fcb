// The identity screens know the shared onboarding page frame by this name.
export { PageFrame as IdentityFrame, Actions, type PageFrameProps as IdentityFrameProps } from '../../PageFrame.tsx';
