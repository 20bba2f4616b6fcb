import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The settings page: sections with a heading each, rows ruled apart, touch-sized switches.

export const section = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${section} > h2`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${rows} > li`, {
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${rows} h3`, { margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: 600 });

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const switchButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const withdraw = style({ justifySelf: 'start' });
export const links = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${links} a`, { minHeight: '44px', display: 'inline-flex', alignItems: 'center', fontWeight: 600 });
