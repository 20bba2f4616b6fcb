import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Done, current and upcoming differ in fill and height, not only colour.
export const segment = style({
  flex: 1,
  height: '6px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="done"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&[data-state="current"]': {
      height: '8px',
      marginTop: '-1px',
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      opacity: 0.6,
    },
  },
});
