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

// A mark at the box's end (a card network's logo) sits over the input's right padding, so what is
// typed never runs under it; it takes no taps, which go to the input.
const TRAILING_WIDTH = '40px';

export const withTrailing = style({ position: 'relative', minWidth: 0, flex: '1 1 auto' });

export const trailing = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  width: TRAILING_WIDTH,
  height: '24px',
  display: 'flex',
  pointerEvents: 'none',
});

export const beforeTrailing = style({ paddingRight: `calc(${TRAILING_WIDTH} + 2 * ${vars.space.sm})` });
