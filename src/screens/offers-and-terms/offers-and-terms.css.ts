import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The offers and terms lists: one row per item, a clear target for each link (44 px tall).

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const rowDetail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 600,
});
