import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The settings journey's screen (§2 /setting in the Home layout; issue 32, ADR 053), written once.
// Every signed-in customer may open it, whatever the application's status: the journey takes no
// status over. The legacy /profile-settings lands here (src/routes/route-table.ts).

export const SETTINGS_SCREENS = {
  setting: { name: 'Setting', path: '/setting', layout: 'Home', title: 'Settings' },
} as const satisfies ScreenTable;

export const SETTINGS_PATHS = pathsOf(SETTINGS_SCREENS);
