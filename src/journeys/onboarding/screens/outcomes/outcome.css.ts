import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { narrowColumn } from '../../../../screens/page-parts.css.ts';

// The decision and dead-end screens of onboarding share one calm, centred card, phone first.

export { growingHeading as heading, lead, actions, centredLink as link } from '../../../../screens/page-parts.css.ts';

export const page = style([narrowColumn, { paddingBlock: vars.space.xl, textAlign: 'center' }]);

export const amount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.success,
});
