import type { ComponentType } from 'react';
import type { ScreenModule } from './lazy-screen.tsx';
import type { LayoutName } from '../../routes/screen-names.ts';

// Each layout is its own chunk, like the screens (./screen-registry.ts): the entry carries the
// router, not the onboarding or signed-in shells. The first address's layout and screen are
// fetched before the app first renders (./preload.ts), so nothing waits for them on screen.
export const LAYOUT_MODULES: { readonly [L in LayoutName]: () => Promise<ScreenModule<object>> } = {
  LoginLayout: () => import('./LoginLayoutRoute.tsx'),
  OnBoardingLayout: () => import('../../screens/layouts/OnBoardingLayout.tsx'),
  PrePostApprovalLayout: () => import('../../screens/layouts/PrePostApprovalLayout.tsx'),
  GuarantorOnBoardingLayout: () => import('../../screens/layouts/GuarantorOnBoardingLayout.tsx'),
  Home: () => import('../../screens/layouts/Home.tsx'),
};

export type LayoutComponent = ComponentType<object>;
