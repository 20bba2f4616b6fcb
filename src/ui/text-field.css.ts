import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { control } from './field.css.ts';

// A one-line control; a select shares its size so the two line up in a form.
export const input = style([
  control,
  {
    width: '100%',
    minHeight: '48px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.md,
    selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
  },
]);
