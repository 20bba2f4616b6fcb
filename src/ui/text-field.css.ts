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

// A fixed prefix ("+91") sits in its own box joined to the input, so it reads as part of the
// number without being part of the value.
export const withLeading = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });

export const leading = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRight: 'none',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const afterLeading = style({ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, minWidth: 0 });
