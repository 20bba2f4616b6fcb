import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { stepColumn } from '../../../../screens/page-parts.css.ts';

export const header = style([stepColumn, { gap: vars.space.sm, marginBlockEnd: vars.space.lg }]);

/** Back above the indicator, at the start of the line, with a touch-sized target. */
export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.link,
  fontWeight: 600,
});
