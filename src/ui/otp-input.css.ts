import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { control } from './field.css.ts';

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

export const box = style([
  control,
  {
    width: '3.25rem',
    height: '3.5rem',
    padding: 0,
    textAlign: 'center',
    fontSize: vars.fontSize.xl,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    caretColor: vars.color.primary,
  },
]);
