import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const field = style({});

// PANs are read and compared character by character: upper case and evenly spaced.
globalStyle(`${field} input`, {
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontVariantNumeric: 'tabular-nums',
});

export const holder = style({
  margin: 0,
  minHeight: '1.25em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
