import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const boxes = style({
  display: 'flex',
  gap: vars.space.md,
});

export const box = style({
  width: '3.25rem',
  height: '3.5rem',
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  caretColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.background, cursor: 'not-allowed' },
  },
});
