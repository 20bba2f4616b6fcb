import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
  },
});

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const item = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.375rem',
  height: '1.375rem',
  padding: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const indicator = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
});

// Takes the rest of the row and wraps inside it: a long label (a card with a badge) never drops
// below its radio, leaving the radio alone on a line.
export const optionLabel = style({
  flex: '1 1 0',
  minWidth: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionDetails = style({ flexBasis: '100%', paddingLeft: `calc(1.375rem + ${vars.space.sm})` });
