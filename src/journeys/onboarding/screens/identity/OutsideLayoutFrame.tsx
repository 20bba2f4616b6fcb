// The Udyam pages are routed outside the /signup layout too; their frame is the onboarding page's.
export { OnboardingPage as OutsideLayoutFrame } from '../OnboardingPage.tsx';
