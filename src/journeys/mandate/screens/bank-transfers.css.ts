import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const details = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Account numbers and IFSCs are read out and typed character by character: never broken or hyphenated.
export const value = style({ flex: '1 1 auto', fontWeight: 600, overflowWrap: 'anywhere' });

export { centredLink as link } from '../../../screens/page-parts.css.ts';
