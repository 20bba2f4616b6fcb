import type { ScreenModule } from './lazy-screen.tsx';
import { DECLARED_SCREENS, type DeclaredScreen, type DeclaredScreenName } from '../../journeys/registry.ts';
import type { ScreenProps } from '../../journeys/define-journey.ts';

// The screen registry's entries for the declared journeys (ADR 033): each screen's own component,
// drawn inside its journey's frame when the journey has one. Both chunks are fetched at once, so
// a framed screen costs no extra round trip.

function moduleOf({ component, frame }: DeclaredScreen): () => Promise<ScreenModule<ScreenProps>> {
  if (!frame) return component;
  return async () => {
    const [{ default: Frame }, { default: Screen }] = await Promise.all([frame(), component()]);
    return {
      default: function FramedScreen() {
        return (
          <Frame>
            <Screen />
          </Frame>
        );
      },
    };
  };
}

export const DECLARED_MODULES = Object.fromEntries(
  DECLARED_SCREENS.map((screen) => [screen.spec.name, moduleOf(screen)]),
) as { readonly [S in DeclaredScreenName]: () => Promise<ScreenModule<ScreenProps>> };
