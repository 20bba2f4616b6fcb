import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const input = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  // Centres the box on the first line of a possibly multi-line label.
  marginTop: '0.15rem',
  marginInline: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.error}`, outlineOffset: '1px' },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});
