import { SETTINGS_SCREENS } from '../../../machines/settings/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The customer's settings (issue 32, ADR 053), declared once (ADR 033); its page loads on demand.
const Setting = () => import('./screens/Setting.tsx');

export const settingsJourney = defineJourney({
  id: 'settings',
  screens: SETTINGS_SCREENS,
  runtime: async () => (await import('./runtime.ts')).settingsRuntime,
  components: { Setting },
});
