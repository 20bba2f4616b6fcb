import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The refer-and-earn journey's screen (issue 32, ADR 055), written once: §2 /refer-and-earn in the
// Home layout, where the legacy /referandearn lands. Every signed-in customer may open it, whatever
// the application's status (a code can be shared before the line opens), so it takes no status over.

export const REFER_AND_EARN_SCREENS = {
  referAndEarn: { name: 'ReferAndEarn', path: '/refer-and-earn', layout: 'Home', title: 'Refer and earn' },
} as const satisfies ScreenTable;

export const REFER_AND_EARN_PATHS = pathsOf(REFER_AND_EARN_SCREENS);
